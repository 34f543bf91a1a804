import { RSC_PREFIX } from './rsc-path';
import { API_PREFIX } from './api-prefix';

// Payloads, hashed assets and APIs have their own address rules: a slash there is part of the name.
const OWN_ADDRESS_RULES = [RSC_PREFIX, '/assets/', API_PREFIX];
const INDEX_FILE = '/index.html';

// A loop, not `/\/+$/`: a regular expression retries that run from each of its slashes, so a
// 2,000-slash path not ending in one took milliseconds of CPU per request (quadratic).
const withoutTrailingSlashes = (path: string): string => {
  let end = path.length;
  while (end > 0 && path[end - 1] === '/') end--;
  return path.slice(0, end);
};

/**
 * Each page has one address: `/about`, never `/about/` or `/about/index.html`
 * (and `/`, never `/index.html`). Returns the path a request path should be
 * redirected to, or undefined when it is already canonical. nginx applies
 * the same rule to the static deployment.
 */
export const canonicalPath = (rawPath: string): string | undefined => {
  if (rawPath === '/' || OWN_ADDRESS_RULES.some((prefix) => rawPath.startsWith(prefix))) return undefined;
  // Empty segments inside the path (//, /services//web-applications) make no address to redirect to: a 404.
  const withoutTrailing = withoutTrailingSlashes(rawPath);
  if (withoutTrailing === '' || withoutTrailing.includes('//')) return undefined;
  const withoutIndex = withoutTrailing.endsWith(INDEX_FILE) ? withoutTrailing.slice(0, -INDEX_FILE.length) : withoutTrailing;
  const canonical = withoutTrailingSlashes(withoutIndex) || '/';
  // `//host` in a Location header would send the browser to another site.
  if (canonical === rawPath || canonical.startsWith('//')) return undefined;
  return canonical;
};
