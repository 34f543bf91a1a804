'use client';

import { useAtomValue } from 'jotai';
import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';

import { messages } from '../../lib/messages';
import { toastsAtom } from '../../state/toasts';
import { lazyIsland } from '../lazy-island';
import { rememberFocusOrigin, returnFocus } from './focus-return';

const TOASTER_HOTKEY = 'F8';

// The toasts' code arrives with the first toast; the region itself is always there.
const ToastList = lazyIsland(() => import('./toast-list'));

type ToasterProps = {
  closeIcon: ReactNode;
  /** A remote Iconify API, used only with consent; null for this site's own endpoint only. */
  iconApi: string | null;
};

/**
 * Bottom-right stack of toasts in a polite live region; on phones it sits
 * above the cookie button, which the consent toast names. It stays under
 * what the visitor opens (the cookie banner, the menu). F8 moves focus to
 * it and Escape back; hovering or focusing it pauses every timer. Escape on
 * a toast closes it: focus moves to the next toast, or back once none is left.
 */
export function Toaster({ closeIcon, iconApi }: ToasterProps) {
  const hasToasts = useAtomValue(toastsAtom).length > 0;
  const region = useRef<HTMLElement>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== TOASTER_HOTKEY) return;
      event.preventDefault();
      const from = document.activeElement;
      if (from instanceof HTMLElement && !region.current?.contains(from)) rememberFocusOrigin(from);
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
      onKeyDown={(event) => event.key === 'Escape' && returnFocus()}
      onBlur={(event) => !event.currentTarget.contains(event.relatedTarget) && setFocused(false)}
      // styles.css moves it to the top while the cookie banner holds the foot of the screen.
      data-toaster
      className="pointer-events-none fixed right-0 bottom-12 z-30 w-full max-w-sm p-4 outline-none sm:right-4 sm:bottom-4 sm:p-0"
    >
      {hasToasts && (
        <Suspense>
          <ToastList paused={hovered || focused} closeIcon={closeIcon} iconApi={iconApi} />
        </Suspense>
      )}
    </section>
  );
}
