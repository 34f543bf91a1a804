import type { RouteRule } from './route-rules';
import { pagePathToRscPath } from './rsc-path';

/**
 * Where a rule's redirect sends a page or its payload (undefined: the rule
 * has none). A path on this site keeps the request's query, before any
 * fragment, unless the target has a query of its own; a payload goes to the
 * target page's payload. Another site gets the URL as configured.
 * src/server/build/nginx-config.ts writes the same for nginx, and client
 * navigation follows it (src/islands/build-check/decide-navigation.ts).
 */
export const ruleRedirectLocation = (rule: RouteRule, search: string, isPayload: boolean): string | undefined => {
  const to = rule.redirect?.to;
  if (to === undefined) return undefined;
  if (!to.startsWith('/')) return to;
  const hasQuery = to.includes('?');
  const pathEnd = to.search(/[?#]/);
  const path = pathEnd < 0 ? to : to.slice(0, pathEnd);
  if (isPayload) return pagePathToRscPath(path) + (hasQuery ? '' : search);
  return hasQuery ? to : path + search + to.slice(path.length);
};
