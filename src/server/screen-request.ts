import { checkPagePath, ENCODED_TRICK, hasFileExtension } from '../lib/path-validity';
import { RSC_PREFIX, rscPathToPagePath } from '../lib/rsc-path';
import { canonicalPath } from '../lib/canonical-path';
import { API_PREFIX, PREVIEW_API_PREFIX } from '../lib/api-prefix';

const MAX_REQUEST_PATH_LENGTH = 2048;

export type Screening =
  | { verdict: 'pass'; kind: 'page' | 'payload' | 'api' | 'file' }
  | { verdict: 'redirect'; location: string }
  | { verdict: 'reject'; status: 404 | 405 | 414; reason: string; invalidPage?: boolean };

const SITE_METHODS = new Set(['GET', 'HEAD']);
// Plain GETs (the icon endpoint's) need no CORS preflight; the preview API's carry Authorization, which does.
const PREVIEW_API_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const methodsFor = (rawPath: string) => (rawPath.startsWith(PREVIEW_API_PREFIX) ? PREVIEW_API_METHODS : SITE_METHODS);
// Raw backslash, NUL and dot segments, like the encoded ones (ENCODED_TRICK): always a trick.
const RAW_TRICK = /\\|\0|(?:^|\/)\.{1,2}(?:\/|$)/;
const isTrick = (rawPath: string) => ENCODED_TRICK.test(rawPath) || RAW_TRICK.test(rawPath);
// A segment starting with a dot (/.env, /images/.DS_Store, /.git/config): files a site never publishes
// on purpose. /.well-known/ is the one such folder sites do publish (security.txt).
const HIDDEN_SEGMENT = /(?:^|\/)\.(?!well-known(?:\/|$))[^/]/;
/** Whether a public path names a hidden file or folder; deploy/nginx.conf has the same rule. */
export const isHiddenPath = (publicPath: string): boolean => HIDDEN_SEGMENT.test(publicPath);
/** Why a path shaped like no page of this site is refused (capitals, spaces, underscores). */
export const INVALID_PAGE_PATH = 'invalid page path';
/** The body of every 404 answer; by its own address it is missing like any other. */
export const NOT_FOUND_PAGE = '/404.html';

/**
 * Decides what a request may be before anything reads a file or renders:
 * the method, the URL's length and shape, for pages the path rules and
 * their one canonical address.
 * `rawPath` is the path as sent, before any normalisation.
 */
export const screenRequest = (method: string, rawPath: string): Screening => {
  if (rawPath.length > MAX_REQUEST_PATH_LENGTH) return { verdict: 'reject', status: 414, reason: 'URL too long' };
  const isApi = rawPath.startsWith(API_PREFIX);
  if (!methodsFor(rawPath).has(method)) return { verdict: 'reject', status: 405, reason: `method ${method}` };
  if (isTrick(rawPath))
    return { verdict: 'reject', status: 404, reason: 'path trick', invalidPage: !rawPath.startsWith(RSC_PREFIX) && !isApi };
  if (isHiddenPath(rawPath)) return { verdict: 'reject', status: 404, reason: 'hidden file' };
  if (isApi) return { verdict: 'pass', kind: 'api' };
  const location = canonicalPath(rawPath);
  if (location) return { verdict: 'redirect', location };
  if (rawPath === NOT_FOUND_PAGE) return { verdict: 'reject', status: 404, reason: 'the 404 page' };

  if (rawPath.startsWith(RSC_PREFIX)) {
    const pagePath = rscPathToPagePath(rawPath);
    if (pagePath === null || !checkPagePath(pagePath).valid)
      return { verdict: 'reject', status: 404, reason: 'invalid payload path' };
    return { verdict: 'pass', kind: 'payload' };
  }
  // Anything with a file extension is a static file or nothing.
  if (hasFileExtension(rawPath)) return { verdict: 'pass', kind: 'file' };
  if (!checkPagePath(rawPath).valid) return { verdict: 'reject', status: 404, reason: INVALID_PAGE_PATH, invalidPage: true };
  return { verdict: 'pass', kind: 'page' };
};

export const allowedMethods = (rawPath: string): string => [...methodsFor(rawPath)].join(', ');

// `http://host` before the path: the absolute form a request line may use (RFC 9112, 3.2.2).
const SCHEME_AND_HOST = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i;

/**
 * The path as the request line sent it. `Request.url` has been through URL
 * parsing, which resolves `/x/../about` and `/%2e%2e/` to other paths before
 * the screening could refuse them. A target in absolute form
 * (`GET http://host/x/../about`) is screened by its path as sent, too.
 */
export const rawPathOf = (requestTarget: string | undefined): string | undefined => {
  if (!requestTarget) return undefined;
  const schemeAndHost = SCHEME_AND_HOST.exec(requestTarget)?.[0] ?? '';
  const target = requestTarget.slice(schemeAndHost.length);
  // `*` (OPTIONS) and the like: no path to screen; URL parsing decides.
  if (!schemeAndHost && !target.startsWith('/')) return undefined;
  return target.split('?', 1)[0] || '/';
};
