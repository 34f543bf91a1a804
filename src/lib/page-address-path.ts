/**
 * The page an address shows, as the site names it: `/about` for `/about/`
 * and `/about/index.html`. Static hosts that answer `/about` with a redirect
 * to `/about/` (GitHub Pages, python's http.server) leave that form in the
 * address bar; the Node server and nginx redirect it away.
 */
export const pageAddressPath = (pathname: string): string => {
  let path = pathname.replace(/\/index\.html$/, '/');
  // A loop, not /\/+$/: that expression is quadratic on a long run of slashes.
  while (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
  return path;
};
