import { linkedPath } from '../../lib/route-href';
import { matchRouteRules, type RouteRuleMatcher } from '../../lib/route-rules';

/**
 * Where route-rule redirects take a path, followed as both servers would:
 * `end` is the last path of this site reached (the path itself when no rule
 * redirects it), undefined when a redirect leaves for another site; `loop`
 * when the chain comes back to a path it has passed.
 */
export const redirectChain = (matcher: RouteRuleMatcher, path: string): { end: string | undefined; loop: boolean } => {
  const seen = new Set<string>();
  let end = path;
  for (;;) {
    const to = matchRouteRules(matcher, end).redirect?.to;
    if (to === undefined) return { end, loop: false };
    seen.add(end);
    const next = linkedPath(to);
    if (next === undefined) return { end: undefined, loop: false };
    if (seen.has(next)) return { end: next, loop: true };
    end = next;
  }
};

/** Where a route rule redirects a path to, when that is a path of this site (a link there should go straight on). */
export const redirectWithinSite =
  (matcher: RouteRuleMatcher) =>
  (path: string): string | undefined => {
    const to = matchRouteRules(matcher, path).redirect?.to;
    return to !== undefined && linkedPath(to) !== undefined ? to : undefined;
  };
