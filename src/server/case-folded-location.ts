import { checkPagePath } from '../lib/path-validity';
import { rulePageLocation } from '../lib/rule-redirect';
import { isPermanentRedirect, matchRouteRules, type RouteRuleMatcher } from '../lib/route-rules';

type CaseFoldDeps = { isPage: (path: string) => boolean; routeRules: RouteRuleMatcher };

/**
 * Where a page address typed with capitals goes (`/Impressum` to /imprint,
 * `/About` to /about), or undefined: a 404 as before. Page addresses are in
 * lower case; one in capitals, as German nouns are written, means the page
 * of that name where a page or an exact route rule answers it in lower case.
 * A permanent rule is followed at once, so it takes one hop. nginx answers
 * the same from nginx/case-redirect-map.conf (src/server/build/nginx-config.ts).
 */
export const caseFoldedLocation = (rawPath: string, search: string, { isPage, routeRules }: CaseFoldDeps): string | undefined => {
  const lower = rawPath.toLowerCase();
  if (lower === rawPath || !checkPagePath(lower).valid) return undefined;
  if (Object.hasOwn(routeRules.exact, lower)) {
    const rule = matchRouteRules(routeRules, lower);
    return (isPermanentRedirect(rule) && rulePageLocation(rule, search)) || lower + search;
  }
  return isPage(lower) ? lower + search : undefined;
};
