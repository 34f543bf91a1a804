import { useAtomValue } from 'jotai';
import { type ReactNode, Suspense, useRef } from 'react';

import { toastsAtom } from '../../state/toasts';
import { lazyIsland } from '../lazy-island';
import { useMakeWayForFocus } from './make-way-for-focus';
import { ToastItem } from './toast-item';

// Toast icons are named in the browser; their loader comes with the first one.
const ClientIcon = lazyIsland(() => import('../icons/client-icon'));

type ToastListProps = { paused: boolean; closeIcon: ReactNode; iconApi: string | null };

/**
 * The toasts themselves, newest last, 16 px apart. On a short screen (400 %
 * zoom, a phone held sideways) they take at most 60 % of it, room for one
 * whole toast, and scroll beyond that, so the page and its header stay usable.
 * They move to the top while they would hide what has focus.
 */
export default function ToastList({ paused, closeIcon, iconApi }: ToastListProps) {
  const toasts = useAtomValue(toastsAtom);
  const list = useRef<HTMLOListElement>(null);
  useMakeWayForFocus(list);
  return (
    <ol ref={list} className="flex flex-col gap-4 short:max-h-[60dvh] short:overflow-y-auto">
      {toasts.map((toast) => (
        <ToastItem
          key={toast.id}
          toast={toast}
          paused={paused}
          icon={
            toast.icon && (
              <Suspense fallback={<span className="inline-block size-5" />}>
                <ClientIcon name={toast.icon} remoteApi={iconApi} />
              </Suspense>
            )
          }
          closeIcon={closeIcon}
        />
      ))}
    </ol>
  );
}
