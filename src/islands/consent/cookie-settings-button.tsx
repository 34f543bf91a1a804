'use client';

import { useSetAtom } from 'jotai';
import { type ReactNode, useEffect, useRef } from 'react';

import { bannerReopenedAtom } from '../../state/consent';
import { useHydrated } from '../use-hydrated';
import { useBannerOpen } from './use-banner-open';

/**
 * The floating button that brings the cookie banner back, once the visitor
 * has answered or closed it (the banner itself is CookieBannerRegion's).
 */
export function CookieSettingsButton({ cookieIcon }: { cookieIcon: ReactNode }) {
  const hydrated = useHydrated();
  const { open, reopened } = useBannerOpen();
  const setReopened = useSetAtom(bannerReopenedAtom);

  // The banner takes its focused button with it when it closes. Reopened from the cookie button, the keyboard
  // goes back to it; met on arrival, first in the reading order, it goes on from the skip link just before it.
  const settingsButton = useRef<HTMLButtonElement>(null);
  const was = useRef({ open: false, reopened: false });
  useEffect(() => {
    if (was.current.open && !open && document.activeElement === document.body)
      // The skip link is the page's first link.
      (was.current.reopened ? settingsButton.current : document.links[0])?.focus();
    was.current = { open, reopened };
  }, [open, reopened]);

  return (
    // Sticky at the end of the page's content: the button rides at the bottom of the viewport while the
    // visitor reads and comes to rest above the footer. No live region: arriving with every page load it would
    // say "Cookie settings" out of context, and where it replaces the banner, focus moves to it and says so.
    <div className="sticky bottom-0 z-40 h-0 print:hidden">
      {!open && hydrated && (
        <button
          ref={settingsButton}
          type="button"
          aria-label="Cookie settings"
          title="Cookie settings"
          onClick={() => setReopened(true)}
          // A tab on the viewport's edge, inside the page's side padding, so it hides no text as the page scrolls
          // under it. On a phone the right edge, clear of the toasts; on a wide screen the left. Its focus ring
          // is drawn inside: outside, the screen's edge cut it.
          className="absolute right-0 bottom-4 flex h-11 w-6 focus-visible:-outline-offset-2 items-center justify-center rounded-l-full border border-r-0 border-line bg-surface text-ink shadow-lg hover:bg-surface-raised sm:right-auto sm:left-0 sm:rounded-l-none sm:rounded-r-full sm:border-r sm:border-l-0"
        >
          {cookieIcon}
        </button>
      )}
    </div>
  );
}
