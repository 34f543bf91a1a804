'use client';

import { lazy, type ReactNode, Suspense } from 'react';

import { buttonStyles } from '../components/ui/button-styles';
import { BACK_TO_HOME } from '../lib/back-to-home';
import { RouteErrorBoundary } from './error-boundary';
import { loadIsland } from './lazy-island';

/** Without the error page's code (offline, or gone after a deploy) there is still a way home. */
const WayHome = () => (
  <main className="p-gutter">
    <a href="/" className={buttonStyles()}>
      {BACK_TO_HOME}
    </a>
  </main>
);

// Loaded when the layout itself fails, as the page's and the fatal error screens are: every page would carry it otherwise.
const RootErrorFallback = lazy(async () => (await loadIsland(() => import('./root-error-fallback'))) ?? { default: WayHome });

/**
 * Last line of defence around the whole layout: if even the header or
 * footer fails, the visitor still gets the error page and a way home.
 */
export function RootErrorBoundary({ children, siteName }: { children: ReactNode; siteName: string }) {
  return (
    <RouteErrorBoundary
      fallback={() => (
        <Suspense>
          <RootErrorFallback siteName={siteName} />
        </Suspense>
      )}
    >
      {children}
    </RouteErrorBoundary>
  );
}
