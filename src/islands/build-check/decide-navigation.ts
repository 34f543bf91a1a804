import { claimReload } from '../../lib/reload-guard';
import { type RouteHref, routeHrefOf } from '../../lib/route-href';
import { matchRouteRules, type RouteRuleMatcher } from '../../lib/route-rules';
import { rulePageLocation } from '../../lib/rule-redirect';
import { sessionStore } from '../session-store';

type NavigationDecision = { kind: 'router'; href: RouteHref } | { kind: 'document'; href: string };

/**
 * Where a client navigation to `url` really goes: through this build's
 * route-rule redirects, keeping query and fragment as the servers do, and
 * as a full page load when a newer build is out (once per path per 10 s)
 * or the target is another site.
 */
export const decideNavigation = (url: URL, matcher: RouteRuleMatcher | null, newBuild: boolean): NavigationDecision => {
  const location = matcher ? rulePageLocation(matchRouteRules(matcher, url.pathname), url.search) : undefined;
  const target = location === undefined ? url : new URL(location, url);
  // A target without a fragment of its own keeps the link's, as a browser does through a server's redirect.
  if (location !== undefined && !target.hash) target.hash = url.hash;
  const href = routeHrefOf(target);
  if (target.origin !== window.location.origin) return { kind: 'document', href: target.href };
  if (newBuild && claimReload(target.pathname, sessionStore())) return { kind: 'document', href };
  return { kind: 'router', href };
};
