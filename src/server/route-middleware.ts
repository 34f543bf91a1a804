import type { RouteMiddlewareName } from '../config/route-middleware-names';

/**
 * What each named route middleware does. Every one is expressed as response
 * headers, so the static deployment's nginx config can do the same.
 */
export const ROUTE_MIDDLEWARE: Record<RouteMiddlewareName, { headers: Record<string, string> }> = {
  noindex: { headers: { 'X-Robots-Tag': 'noindex' } },
  'no-store': { headers: { 'Cache-Control': 'no-store' } },
};

export const middlewareHeaders = (names: readonly string[] = []): Record<string, string> =>
  Object.assign({}, ...names.map((name) => ROUTE_MIDDLEWARE[name as RouteMiddlewareName]?.headers ?? {}));
