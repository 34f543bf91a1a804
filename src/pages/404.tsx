import { ErrorView } from '../components/error-view';
import { buttonStyles } from '../components/ui/button-styles';
import { appConfig } from '../config';
import { NotFoundDetails } from '../islands/not-found-details';
import { BACK_TO_HOME, NOT_FOUND_DESCRIPTION, NOT_FOUND_TITLE } from '../lib/error-messages';
import { pageTitle } from '../lib/page-title';
import { SiteLink } from '../islands/site-link';

/** Served with status 404 for every path that is not a page, in both deployments. */
export default async function NotFoundPage() {
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
          <SiteLink to="/" className={buttonStyles()}>
            {BACK_TO_HOME}
          </SiteLink>
        }
      />
    </>
  );
}

export const getConfig = async () => ({ render: 'static' }) as const;
