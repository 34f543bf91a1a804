import type { ReactNode } from 'react';

import { SERVER_ERROR_DESCRIPTION, SERVER_ERROR_TITLE } from '../lib/error-messages';
import { pageTitle } from '../lib/page-title';
import { ErrorView } from './error-view';

type ServerErrorViewProps = {
  detail: string;
  action: ReactNode;
  /** Names the tab after the error, since the page that failed never set its title. */
  siteName: string;
};

/** The error page for something that broke (status 500); callers choose the way home. */
export function ServerErrorView({ detail, action, siteName }: ServerErrorViewProps) {
  return (
    <>
      <title>{pageTitle(SERVER_ERROR_TITLE, siteName)}</title>
      <ErrorView
        statusCode={500}
        title={SERVER_ERROR_TITLE}
        description={SERVER_ERROR_DESCRIPTION}
        details={<p data-testid="status-message">{detail}</p>}
        action={action}
      />
    </>
  );
}
