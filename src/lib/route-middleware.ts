import type { RouteMiddlewareName } from './route-rules';

/**
 * What each named route middleware does. Every one is expressed as response
 * headers, so the static deployment's nginx config can do the same.
 */
const ROUTE_MIDDLEWARE: Record<RouteMiddlewareName, { headers: Record<string, string> }> = {
  noindex: { headers: { 'X-Robots-Tag': 'noindex' } },
  'no-store': { headers: { 'Cache-Control': 'no-store' } },
};

const middlewareHeaders = (names: readonly RouteMiddlewareName[] = []): Record<string, string> =>
  Object.assign({}, ...names.map((name) => ROUTE_MIDDLEWARE[name].headers));

export type RuleWithHeaders = { headers?: Record<string, string>; middleware?: readonly RouteMiddlewareName[] };

/** The headers a route rule adds: its own, then its middleware's. */
export const ruleHeaders = (rule: RuleWithHeaders): Record<string, string> => ({
  ...rule.headers,
  ...middlewareHeaders(rule.middleware),
});

/**
 * Whether a rule's headers, its middleware's included, tell search engines to
 * leave the page out: `noindex`, or `none` (noindex and nofollow), in any
 * letter case, as search engines read the header, for all of them or one
 * (`googlebot: noindex`).
 */
export const ruleSaysNoindex = (rule: RuleWithHeaders): boolean =>
  Object.entries(ruleHeaders(rule)).some(
    ([name, value]) => name.toLowerCase() === 'x-robots-tag' && /\b(?:noindex|none)\b/i.test(value),
  );
