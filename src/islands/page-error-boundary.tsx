'use client';

import { type ReactNode, Suspense } from 'react';
import { useRouter } from 'waku';

import { ErrorBoundary } from './error-boundary';
import { lazyIsland } from './lazy-island';
import { stayOnCurrentPage } from './stay-on-current-page';

// Loaded when a page fails, with the navigation helper its button uses: every page would carry them otherwise.
const PageErrorFallback = lazyIsland(() => import('./page-error-fallback'));

export function PageErrorBoundary({ children, siteName }: { children: ReactNode; siteName: string }) {
  const { path } = useRouter();
  return (
    <ErrorBoundary
      resetKey={path}
      fallback={(reset) => (
        <Suspense>
          <PageErrorFallback reset={reset} siteName={siteName} />
        </Suspense>
      )}
      onPayloadUnreachable={stayOnCurrentPage}
    >
      {children}
    </ErrorBoundary>
  );
}
