'use client';

import type { ReactNode } from 'react';
import { useRouter } from 'waku';

import { ServerErrorView } from '../components/server-error-view';
import { buttonStyles } from '../components/ui/button-styles';
import { BACK_TO_HOME } from '../lib/error-messages';
import { ErrorBoundary } from './error-boundary';
import { stayOnCurrentPage } from './stay-on-current-page';
import { useNavigate } from './use-navigate';

/** The error page in place of a page that failed to render; header and footer stay. */
function ErrorFallback({ reset, siteName }: { reset: () => void; siteName: string }) {
  const navigate = useNavigate();
  return (
    <ServerErrorView
      detail="Internal error"
      siteName={siteName}
      action={
        <button
          type="button"
          className={buttonStyles()}
          onClick={() => {
            reset();
            void navigate('/');
          }}
        >
          {BACK_TO_HOME}
        </button>
      }
    />
  );
}

export function PageErrorBoundary({ children, siteName }: { children: ReactNode; siteName: string }) {
  const { path } = useRouter();
  return (
    <ErrorBoundary
      resetKey={path}
      fallback={(reset) => <ErrorFallback reset={reset} siteName={siteName} />}
      onPayloadUnreachable={stayOnCurrentPage}
    >
      {children}
    </ErrorBoundary>
  );
}
