import { invalidPathMessage, notFoundStatusMessage } from '../lib/error-messages';
import { searchWithoutPreviewToken } from '../lib/preview';
import { readablePath } from '../lib/readable-path';
import { newNonce, pageCsp } from './csp';
import { renderFatalErrorPage, type SiteIdentity } from './fatal-error-page';

type FatalNotFoundOptions = {
  stylesheet: string | undefined;
  site: SiteIdentity;
  connectSources: readonly string[];
};

/**
 * A path that fails the validity check ends in the fatal error page: no layout, the reason spelled out.
 * `sentPath` is the path as the request line had it: `/x/../about` is named so, not as `/about`, a page
 * that exists.
 */
export const fatalNotFound = (
  url: URL,
  sentPath: string,
  { stylesheet, site, connectSources }: FatalNotFoundOptions,
): Response => {
  const nonce = newNonce();
  const html = renderFatalErrorPage({
    statusCode: 404,
    statusMessage: notFoundStatusMessage(readablePath(sentPath)),
    message: invalidPathMessage(readablePath(`${sentPath}${searchWithoutPreviewToken(url.search)}${url.hash}`)),
    stylesheet,
    site,
    nonce,
  });
  return new Response(html, {
    status: 404,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy': pageCsp([`'nonce-${nonce}'`], connectSources),
    },
  });
};
