import type { ReactNode } from 'react';

import { ErrorView } from '../components/error-view';
import { buttonStyles } from '../components/ui/button-styles';
import { appConfig } from '../config';
import { NotFoundDetails } from '../islands/not-found-details';
import { SiteLink } from '../islands/site-link';
import { BACK_TO_HOME, NOT_FOUND_DESCRIPTION, NOT_FOUND_TITLE } from '../lib/error-messages';
import { pageTitle } from '../lib/page-title';

/**
 * Served with status 404 for every path that is not a page, in both deployments.
 * `hint` only under `npm run dev`, at a draft's address (see [...slug].tsx): every 404 of a build is the same.
 */
export default async function NotFoundPage({ hint }: { hint?: ReactNode }) {
  const backToHome = (
    <SiteLink to="/" className={buttonStyles()}>
      {BACK_TO_HOME}
    </SiteLink>
  );
  return (
    <>
      <title>{pageTitle(NOT_FOUND_TITLE, appConfig.name)}</title>
      <meta name="robots" content="noindex" />
      <ErrorView
        statusCode={404}
        title={NOT_FOUND_TITLE}
        description={NOT_FOUND_DESCRIPTION}
        details={<NotFoundDetails />}
        action={
          hint ? (
            <>
              {backToHome}
              {hint}
            </>
          ) : (
            backToHome
          )
        }
      />
    </>
  );
}

export const getConfig = async () => ({ render: 'static' }) as const;
