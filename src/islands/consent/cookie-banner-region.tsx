'use client';

import { type ReactNode, Suspense } from 'react';

import { lazyIsland } from '../lazy-island';
import { useBannerOpen } from './use-banner-open';

// Only visitors who have not answered (or who ask again) need the banner's code.
const CookieBanner = lazyIsland(() => import('./cookie-banner'));

type CookieBannerRegionProps = {
  closeIcon: ReactNode;
  /** What consent is asked for: what Accept lets the site load, or that nothing needs it. */
  summary: string;
};

/**
 * Where the cookie banner appears: first in the page, right after the skip
 * link, so keyboard and screen reader users meet it before the header
 * instead of after the whole page; on screen it stays fixed at the foot. The
 * live region is in the server HTML, so the banner is announced when it
 * appears on a first visit.
 */
export function CookieBannerRegion({ closeIcon, summary }: CookieBannerRegionProps) {
  const { open, reopened } = useBannerOpen();
  return (
    // Reopened from the cookie button, the banner takes focus, which names it: read out again, it would be twice.
    <div aria-live={reopened ? undefined : 'polite'} className="print:hidden">
      {open && (
        <Suspense>
          <CookieBanner closeIcon={closeIcon} reopened={reopened} summary={summary} />
        </Suspense>
      )}
    </div>
  );
}
