import { matchRouteRules, type RouteRule, type RouteRuleMatcher } from '../lib/route-rules';
import { rscPathToPagePath } from '../lib/rsc-path';
import type { Screening } from './screen-request';

/**
 * The route rule a screened request falls under: a page's own, and for an
 * RSC payload its page's, so both redirect and carry the same headers.
 * Files and APIs fall under none.
 */
export const routeRuleOf = (screening: Screening, pathname: string, matcher: RouteRuleMatcher): RouteRule => {
  if (screening.verdict !== 'pass' || (screening.kind !== 'page' && screening.kind !== 'payload')) return {};
  const pagePath = screening.kind === 'payload' ? rscPathToPagePath(pathname) : pathname;
  return matchRouteRules(matcher, pagePath ?? pathname);
};
