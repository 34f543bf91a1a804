import type { RouteRule } from './route-rules';
import { pagePathToRscPath } from './rsc-path';

/** A rule's target split at its query or fragment: `/careers#open` is `/careers` and `#open`. */
const splitTarget = (to: string) => {
  const pathEnd = to.search(/[?#]/);
  return pathEnd < 0 ? [to, ''] : [to.slice(0, pathEnd), to.slice(pathEnd)];
};

/**
 * Where a rule's redirect sends a page (undefined: the rule has none). A
 * path on this site keeps the request's query, before any fragment, unless
 * the target has a query of its own. Another site gets the URL as
 * configured. src/server/build/nginx-config.ts writes the same for nginx,
 * and client navigation follows it (src/islands/build-check/decide-navigation.ts).
 */
export const rulePageLocation = (rule: RouteRule, search: string): string | undefined => {
  const to = rule.redirect?.to;
  if (to === undefined || !to.startsWith('/') || to.includes('?')) return to;
  const [path, fragment] = splitTarget(to);
  return path + search + fragment;
};

/** Where a rule's redirect sends a page or, for `isPayload`, its payload: the target page's payload. */
export const ruleRedirectLocation = (rule: RouteRule, search: string, isPayload: boolean): string | undefined => {
  const to = rule.redirect?.to;
  if (!isPayload || to === undefined || !to.startsWith('/')) return rulePageLocation(rule, search);
  return pagePathToRscPath(splitTarget(to)[0]!) + (to.includes('?') ? '' : search);
};
