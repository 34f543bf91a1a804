/**
 * A same-site address in a shape Waku's typed router takes for any page:
 * with the generated route types (src/pages.gen.ts) `Link` and `router.push`
 * accept only these, not any string.
 */
export type RouteHref = `/${string}` | `?${string}` | `#${string}`;

/** Whether an address from content or config is one to hand the router (a path, query or hash, never `//host`). */
export const isRouteHref = (href: string): href is RouteHref => /^[/?#]/.test(href) && !href.startsWith('//');

/** The path, query and hash of a URL, as the router takes them. */
export const routeHrefOf = (url: URL): RouteHref => `/${url.pathname.slice(1)}${url.search}${url.hash}`;
