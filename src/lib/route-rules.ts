/**
 * Route rules: redirects, extra headers and named middleware per path.
 * Pure, because the same matcher runs in the server, in the nginx config
 * generator and, through the build manifest, in the browser.
 */
export const REDIRECT_STATUSES = [301, 302, 307, 308] as const;
type RedirectStatus = (typeof REDIRECT_STATUSES)[number];

/**
 * Names a route rule may list under `middleware`. The server implements each
 * one (src/lib/route-middleware.ts); an unknown name fails validation.
 */
export const ROUTE_MIDDLEWARE_NAMES = ['noindex', 'no-store'] as const;
export type RouteMiddlewareName = (typeof ROUTE_MIDDLEWARE_NAMES)[number];

/** A rule whose redirect may be cached for good: taken at once from a page's non-canonical addresses too. */
export const isPermanentRedirect = (rule: RouteRule): boolean => rule.redirect?.status === 301 || rule.redirect?.status === 308;

export type RouteRule = {
  redirect?: { to: string; status: RedirectStatus };
  headers?: Record<string, string>;
  middleware?: RouteMiddlewareName[];
};

/** The rules in a form that is plain JSON: exact paths and `/**` prefixes. */
export type RouteRuleMatcher = {
  exact: Record<string, RouteRule>;
  /** Longest prefix first. */
  prefixes: [prefix: string, rule: RouteRule][];
};

const PREFIX_SUFFIX = '/**';

export const createRouteRuleMatcher = (rules: Record<string, RouteRule>): RouteRuleMatcher => {
  const exact: RouteRuleMatcher['exact'] = {};
  const prefixes: RouteRuleMatcher['prefixes'] = [];
  for (const [pattern, rule] of Object.entries(rules)) {
    if (pattern.endsWith(PREFIX_SUFFIX)) prefixes.push([pattern.slice(0, -PREFIX_SUFFIX.length), rule]);
    else exact[pattern] = rule;
  }
  prefixes.sort(([a], [b]) => b.length - a.length);
  return { exact, prefixes };
};

const mergeRules = (outer: RouteRule, inner: RouteRule): RouteRule => ({
  ...outer,
  ...inner,
  headers: { ...outer.headers, ...inner.headers },
  middleware: [...(outer.middleware ?? []), ...(inner.middleware ?? [])],
});

/**
 * The rules for a path: every matching prefix, more specific ones winning,
 * then the exact rule. A malformed matcher gives no rules instead of
 * breaking the request or the navigation.
 */
export const matchRouteRules = (matcher: RouteRuleMatcher, path: string): RouteRule => {
  try {
    const normalized = path.length > 1 ? path.replace(/\/$/, '') : path;
    let rule: RouteRule = {};
    for (const [prefix, prefixRule] of [...matcher.prefixes].reverse()) {
      if (normalized === prefix || normalized.startsWith(`${prefix}/`)) rule = mergeRules(rule, prefixRule);
    }
    const exactRule = Object.hasOwn(matcher.exact, normalized) ? matcher.exact[normalized] : undefined;
    return exactRule ? mergeRules(rule, exactRule) : rule;
  } catch (error) {
    console.error('Route rules failed for', path, error);
    return {};
  }
};
