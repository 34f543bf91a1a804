/**
 * A same-site address in a shape Waku's typed router takes for any page:
 * with the generated route types (src/pages.gen.ts) `Link` and `router.push`
 * accept only these, not any string.
 */
export type RouteHref = `/${string}` | `?${string}` | `#${string}`;

/** A path on this site: one leading slash, never `//host` or `/\host` (which browsers read the same). */
export const isSitePath = (href: string): href is `/${string}` => /^\/(?![/\\])/.test(href);

/** The path of this site a link asks for, if it is one: `/about/?ref=x#team` asks for /about. */
export const linkedPath = (href: string): string | undefined => {
  if (!isSitePath(href)) return undefined;
  // /about/ answers with a redirect to /about, so it is checked as /about.
  return (href.split(/[?#]/, 1)[0] || '/').replace(/(.)\/+$/, '$1');
};

/**
 * Whether a link from content or config is one for the router: a path of this site without a query.
 * Waku's router drops a query that a prerendered content page's payload does not name (and the hash
 * with it), so a link with one loads in full and keeps its whole address. A hash alone is the
 * browser's to scroll to.
 */
export const isRouteHref = (href: string): href is RouteHref => isSitePath(href) && !href.includes('?');

/** The path, query and hash of a URL, as the router takes them. */
export const routeHrefOf = (url: URL): RouteHref => `/${url.pathname.slice(1)}${url.search}${url.hash}`;
