'use client';

import { type ReactNode, Suspense } from 'react';

import { RouteErrorBoundary } from './error-boundary';
import { lazyIsland } from './lazy-island';

// Loaded when a page fails, with the navigation helper its button uses: every page would carry them otherwise.
const PageErrorFallback = lazyIsland(() => import('./page-error-fallback'));

export function PageErrorBoundary({ children, siteName }: { children: ReactNode; siteName: string }) {
  return (
    <RouteErrorBoundary
      fallback={(reset) => (
        <Suspense>
          <PageErrorFallback reset={reset} siteName={siteName} />
        </Suspense>
      )}
    >
      {children}
    </RouteErrorBoundary>
  );
}
