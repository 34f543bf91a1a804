'use client';

import { useAtomValue, useSetAtom } from 'jotai';
import { type ReactNode, Suspense, useEffect, useRef } from 'react';

import { bannerDismissedAtom, bannerReopenedAtom, consentAtom } from '../../state/consent';
import { lazyIsland } from '../lazy-island';
import { useHydrated } from '../use-hydrated';

// Only visitors who have not answered (or who ask again) need the banner's code.
const CookieBanner = lazyIsland(() => import('./cookie-banner'));

type CookieConsentProps = {
  closeIcon: ReactNode;
  cookieIcon: ReactNode;
  /** What Accept lets the site load, in a sentence; null when nothing. */
  acceptEnables: string | null;
};

/**
 * The consent banner while the visitor has not answered, and the floating
 * button that brings it back. The live region is in the server HTML, so the
 * banner is announced when it appears.
 */
export function CookieConsent({ closeIcon, cookieIcon, acceptEnables }: CookieConsentProps) {
  const hydrated = useHydrated();
  const consent = useAtomValue(consentAtom);
  const dismissed = useAtomValue(bannerDismissedAtom);
  const reopened = useAtomValue(bannerReopenedAtom);
  const setReopened = useSetAtom(bannerReopenedAtom);

  // The stored answer is only known in the browser.
  const open = hydrated && (reopened || (consent === null && !dismissed));

  // The banner takes its focused button with it when it closes; keyboard users continue from the cookie button.
  const settingsButton = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !open && document.activeElement === document.body) settingsButton.current?.focus();
    wasOpen.current = open;
  }, [open]);

  return (
    // Sticky at the end of the page's content: the button rides at the bottom of the viewport while the
    // visitor reads and comes to rest above the footer. The banner itself stays fixed.
    <div aria-live="polite" className="sticky bottom-0 z-40 h-0">
      {open ? (
        <Suspense>
          <CookieBanner closeIcon={closeIcon} reopened={reopened} acceptEnables={acceptEnables} />
        </Suspense>
      ) : (
        hydrated && (
          <button
            ref={settingsButton}
            type="button"
            aria-label="Cookie settings"
            title="Cookie settings"
            onClick={() => setReopened(true)}
            // A tab on the viewport's edge, inside the page's side padding, so it hides no text as the page scrolls
            // under it. On a phone the right edge, clear of the toasts; on a wide screen the left.
            className="absolute right-0 bottom-4 flex h-11 w-6 items-center justify-center rounded-l-full border border-r-0 border-line bg-surface text-ink shadow-lg hover:bg-surface-raised sm:right-auto sm:left-0 sm:rounded-l-none sm:rounded-r-full sm:border-r sm:border-l-0"
          >
            {cookieIcon}
          </button>
        )
      )}
    </div>
  );
}
