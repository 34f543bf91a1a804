import type { ReactNode } from 'react';

import { SERVER_ERROR_DESCRIPTION, SERVER_ERROR_TITLE } from '../lib/error-messages';
import { ErrorView } from './error-view';

/** The error page for something that broke (status 500); callers choose the way home. */
export function ServerErrorView({ detail, action }: { detail: string; action: ReactNode }) {
  return (
    <ErrorView
      statusCode={500}
      title={SERVER_ERROR_TITLE}
      description={SERVER_ERROR_DESCRIPTION}
      details={<p data-testid="status-message">{detail}</p>}
      action={action}
    />
  );
}
