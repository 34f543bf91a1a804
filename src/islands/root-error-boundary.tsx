'use client';

import type { ReactNode } from 'react';
import { useRouter } from 'waku';

import { ServerErrorView } from '../components/server-error-view';
import { buttonStyles } from '../components/ui/button-styles';
import { BACK_TO_HOME } from '../lib/error-messages';
import { ErrorBoundary } from './error-boundary';
import { stayOnCurrentPage } from './stay-on-current-page';

/**
 * Last line of defence around the whole layout: if even the header or
 * footer fails, the visitor still gets the error page and a way home.
 */
export function RootErrorBoundary({ children, siteName }: { children: ReactNode; siteName: string }) {
  const { path } = useRouter();
  return (
    <ErrorBoundary
      resetKey={path}
      onPayloadUnreachable={stayOnCurrentPage}
      fallback={() => (
        <main>
          <ServerErrorView
            detail="Internal error"
            siteName={siteName}
            // A full page load: after a fatal error the router may be unusable.
            action={
              <a href="/" className={buttonStyles()}>
                {BACK_TO_HOME}
              </a>
            }
          />
        </main>
      )}
    >
      {children}
    </ErrorBoundary>
  );
}
