import { PREVIEW_QUERY_PARAM } from '../../lib/preview';
import { withHeaders } from '../responses';

/**
 * Any answer to a preview link, whatever its token, the right one, a wrong
 * one or none: kept out of every cache, so none stores the editors' secret
 * with its address (a redirect carries it on in its Location too), and out
 * of search engines, should a crawler be handed the link. The static host's
 * nginx sends the same (see src/server/build/nginx-cache-control.ts).
 */
export const keptPrivateWithToken = (url: URL, response: Response): Response =>
  url.searchParams.has(PREVIEW_QUERY_PARAM)
    ? withHeaders(response, { 'cache-control': 'no-store', 'x-robots-tag': 'noindex' }, { override: true })
    : response;

const withCookies = (headers: Headers, setCookies: readonly string[]): Headers => {
  setCookies.forEach((cookie) => headers.append('set-cookie', cookie));
  return headers;
};

/** The same page without `?preview=`, starting the session the token opened. */
export const withoutPreviewToken = (url: URL, setCookies: readonly string[]): Response => {
  const target = new URL(url);
  target.searchParams.delete(PREVIEW_QUERY_PARAM);
  const headers = new Headers({ location: target.pathname + target.search, 'cache-control': 'no-store' });
  return new Response(null, { status: 303, headers: withCookies(headers, setCookies) });
};

/** What every answer of a preview session carries: staged content is never stored or indexed. */
export const previewSessionHeaders = (setCookies: readonly string[]): Headers =>
  withCookies(new Headers({ 'cache-control': 'no-store', 'x-robots-tag': 'noindex', vary: 'Cookie' }), setCookies);
