/**
 * Names a route rule may list under `middleware`. The server implements each
 * one (src/server/route-middleware.ts); an unknown name fails validation.
 */
export const ROUTE_MIDDLEWARE_NAMES = ['noindex', 'no-store'] as const;

export type RouteMiddlewareName = (typeof ROUTE_MIDDLEWARE_NAMES)[number];
