import { canonicalPath } from './canonical-path';

/**
 * The page an address shows, as the site names it: `/about` for `/about/`
 * and `/about/index.html`. Static hosts that answer `/about` with a redirect
 * to `/about/` (GitHub Pages, python's http.server) leave that form in the
 * address bar; the Node server and nginx redirect it away by the same rule.
 */
export const pageAddressPath = (pathname: string): string => canonicalPath(pathname) ?? pathname;
