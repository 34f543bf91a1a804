'use client';

import { ErrorView } from '../components/error-view';
import { buttonStyles } from '../components/ui/button-styles';
import { BACK_TO_HOME, SERVER_ERROR_DESCRIPTION, SERVER_ERROR_TITLE } from '../lib/error-messages';

/** The error page over everything, with a full page load home: after a fatal error the app may be unusable. */
export default function FatalErrorScreen() {
  return (
    <div
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="error-title"
      className="fixed inset-0 z-[90] overflow-y-auto bg-surface"
    >
      <ErrorView
        statusCode={500}
        title={SERVER_ERROR_TITLE}
        description={SERVER_ERROR_DESCRIPTION}
        details={<p data-testid="status-message">Unexpected error</p>}
        action={
          <a href="/" className={buttonStyles()}>
            {BACK_TO_HOME}
          </a>
        }
      />
    </div>
  );
}
