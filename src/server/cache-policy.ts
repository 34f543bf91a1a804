import { BUILD_MANIFEST_DIR } from '../lib/build-manifest';
import { RSC_PREFIX } from '../lib/rsc-path';

/**
 * Icon data (/api/icons/): a day, on both deployments. A new icon is a new
 * ?icons= list, so an address only goes stale when a deploy redraws an icon,
 * and then for a day at most.
 */
export const ICON_CACHE_CONTROL = 'public, max-age=86400';

/** How long browsers and proxies may keep a file, by its public path. */
export const cacheControlFor = (publicPath: string): string => {
  // Hashed file names: a new build gets new names.
  if (publicPath.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  // The new-build check must always see the latest id.
  if (publicPath === `${BUILD_MANIFEST_DIR}/latest.json`) return 'no-cache';
  // HTML, RSC payloads and the rest: cacheable, but revalidated every time.
  return 'public, max-age=0, must-revalidate';
};

/** An RSC payload is a page's data for the client router, not a page: search engines should not list it. */
export const robotsTagFor = (publicPath: string): string | undefined =>
  publicPath.startsWith(RSC_PREFIX) ? 'noindex' : undefined;
