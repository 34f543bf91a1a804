import { claimReload } from '../../lib/reload-guard';
import { type RouteHref, routeHrefOf } from '../../lib/route-href';
import { matchRouteRules, type RouteRuleMatcher } from '../../lib/route-rules';
import { sessionStore } from '../session-store';

export type NavigationDecision = { kind: 'router'; href: RouteHref } | { kind: 'document'; href: string };

/**
 * Where a client navigation to `url` really goes: through this build's
 * route-rule redirects, and as a full page load when a newer build is out
 * (once per path per 10 s) or the target is another site.
 */
export const decideNavigation = (url: URL, matcher: RouteRuleMatcher | null, newBuild: boolean): NavigationDecision => {
  const redirect = matcher ? matchRouteRules(matcher, url.pathname).redirect : undefined;
  const target = redirect ? new URL(redirect.to, url) : url;
  const href = routeHrefOf(target);
  if (target.origin !== window.location.origin) return { kind: 'document', href: target.href };
  if (newBuild && claimReload(target.pathname, sessionStore())) return { kind: 'document', href };
  return { kind: 'router', href };
};
