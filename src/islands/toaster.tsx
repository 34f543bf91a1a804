'use client';

import { useAtomValue } from 'jotai';
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';

import { messages } from '../lib/messages';
import { toastsAtom } from '../state/toasts';
import { ToastItem } from './toast-item';

export const TOASTER_HOTKEY = 'F8';

// Toast icons are named in the browser; their loader comes with the first one.
const ClientIcon = lazy(() => import('./icons/client-icon'));

type ToasterProps = {
  closeIcon: ReactNode;
  /** A remote Iconify API, used only with consent; null for this site's own endpoint only. */
  iconApi: string | null;
};

/**
 * Bottom-right stack of toasts, 16 px apart, in a polite live region. F8
 * moves focus to it; hovering or focusing it pauses every timer.
 */
export function Toaster({ closeIcon, iconApi }: ToasterProps) {
  const toasts = useAtomValue(toastsAtom);
  const region = useRef<HTMLElement>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== TOASTER_HOTKEY) return;
      event.preventDefault();
      region.current?.focus();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <section
      ref={region}
      tabIndex={-1}
      aria-label={`${messages.notifications} (${TOASTER_HOTKEY})`}
      aria-live="polite"
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => !event.currentTarget.contains(event.relatedTarget) && setFocused(false)}
      className="pointer-events-none fixed right-0 bottom-0 z-[55] w-full max-w-sm p-4 outline-none sm:right-4 sm:bottom-4 sm:p-0"
    >
      <ol className="flex flex-col gap-4">
        {toasts.map((toast) => (
          <ToastItem
            key={toast.id}
            toast={toast}
            paused={hovered || focused}
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
    </section>
  );
}
