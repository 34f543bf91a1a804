import { regexLiteral } from '../../lib/regex-literal';
import { ruleHeaders } from '../../lib/route-middleware';
import { pagePathToRscPath } from '../../lib/rsc-path';
import { isPermanentRedirect, matchRouteRules, type RouteRule, type RouteRuleMatcher } from '../../lib/route-rules';
import { robotsTagFor } from '../cache-policy';
import { HSTS_HEADER, STATIC_SECURITY_HEADERS } from '../security-headers';
import { cacheControlLine, cacheControlMaps } from './nginx-cache-control';

/** A literal value inside an nginx string. nginx has no escape for `$`, so it comes from a variable (see httpVariablesConf). */
const escapeLiteral = (value: string) => value.replace(/["\\]/g, (char) => `\\${char}`).replace(/\$/g, '${literal_dollar}');

/** Quotes a literal value for an nginx config string. */
const quote = (value: string) => `"${escapeLiteral(value)}"`;

/** Quotes a map key, which nginx takes literally. */
const quoteKey = (value: string) => `"${value.replace(/["\\]/g, (char) => `\\${char}`)}"`;

const addHeaders = (headers: Readonly<Record<string, string>>) =>
  Object.entries(headers).map(([name, value]) => `add_header ${name} ${quote(value)} always;`);

/** `security-headers.conf`: included in every location, because nginx drops inherited add_header lines. */
export const securityHeadersConf = (): string =>
  [
    '# Generated at build from src/server/security-headers.ts; do not edit.',
    ...addHeaders(STATIC_SECURITY_HEADERS),
    '# $page_csp comes from csp-map.conf: per page, the hashes of its inline scripts.',
    'add_header Content-Security-Policy $page_csp always;',
    '# $hsts_header (csp-map.conf) is empty unless the request came over https, and nginx sends no empty header.',
    'add_header Strict-Transport-Security $hsts_header always;',
    '# $preview_robots_tag (csp-map.conf) is "noindex" for an answer to a preview link, else empty: no header.',
    'add_header X-Robots-Tag $preview_robots_tag always;',
    '',
  ].join('\n');

const PAYLOAD_ROBOTS_TAG = robotsTagFor(pagePathToRscPath('/'))!;

type Answer = 'page' | 'payload';

/**
 * Where a redirect sends a page or its payload, as the Node server does: a
 * path on this site keeps the request's query unless the target has its own;
 * a payload goes to the target page's payload. Another site gets the URL as
 * configured.
 */
const redirectTarget = (to: string, answer: Answer): string => {
  if (!to.startsWith('/')) return quote(to);
  const pathEnd = to.search(/[?#]/);
  const path = pathEnd < 0 ? to : to.slice(0, pathEnd);
  if (answer === 'payload') return `"${escapeLiteral(pagePathToRscPath(path))}${to.includes('?') ? '' : '$is_args$args'}"`;
  if (to.includes('?')) return quote(to);
  return `"${escapeLiteral(path)}$is_args$args${escapeLiteral(to.slice(path.length))}"`;
};

/** Pages and payloads are revalidated, unless the rule's headers say otherwise (the no-store middleware). */
const cacheControlOf = (headers: Record<string, string>): string[] =>
  'Cache-Control' in headers ? [] : [cacheControlLine('revalidate')];

const ruleLocation = (match: string, rule: RouteRule, answer: Answer): string[] => {
  const headers = ruleHeaders(rule);
  const body = rule.redirect
    ? [
        'include nginx/security-headers.conf;',
        cacheControlLine('revalidate'),
        `return ${rule.redirect.status} ${redirectTarget(rule.redirect.to, answer)};`,
      ]
    : answer === 'page'
      ? [
          'include nginx/security-headers.conf;',
          ...cacheControlOf(headers),
          ...addHeaders(headers),
          'try_files $uri $uri/index.html =404;',
        ]
      : [
          // As the /RSC/ location in deploy/nginx.conf, plus the rule's headers.
          'include nginx/security-headers.conf;',
          ...cacheControlOf(headers),
          ...addHeaders({ 'X-Robots-Tag': PAYLOAD_ROBOTS_TAG, ...headers }),
          'try_files $uri =404;',
          'error_page 404 = @missing_payload;',
          // An error_page in a location replaces all of the server's.
          'error_page 412 /_errors/precondition-failed;',
        ];
  return [`location ${match} {`, ...body.map((line) => `  ${line}`), '}'];
};

/** A page and its RSC payload under one rule, so client navigation gets the same answer. */
const exactLocations = (path: string, rule: RouteRule) => [
  ...ruleLocation(`= ${path}`, rule, 'page'),
  ...ruleLocation(`= ${pagePathToRscPath(path)}`, rule, 'payload'),
];

/**
 * `route-rules.conf`: the app config's route rules as nginx locations, for
 * pages and their RSC payloads alike, so client navigation on a static host
 * follows the same redirects and gets the same headers. Each location holds
 * the rule the Node server would apply there, prefix rules merged in, since
 * nginx picks one location per request.
 */
export const routeRulesConf = (matcher: RouteRuleMatcher): string => {
  const lines = ['# Generated at build from the route rules in src/config/app.config.ts; do not edit.'];
  for (const path of Object.keys(matcher.exact)) lines.push(...exactLocations(path, matchRouteRules(matcher, path)));
  const prefixesOnly: RouteRuleMatcher = { exact: {}, prefixes: matcher.prefixes };
  for (const [prefix] of matcher.prefixes) {
    const rule = matchRouteRules(prefixesOnly, prefix);
    // `/docs/**` covers /docs itself too, unless it has an exact rule of its own.
    if (prefix && !Object.hasOwn(matcher.exact, prefix)) lines.push(...exactLocations(prefix, rule));
    lines.push(...ruleLocation(`^~ ${prefix}/`, rule, 'page'));
    // The payloads of the pages below: /RSC/R/docs/intro.txt for /docs/intro.
    lines.push(...ruleLocation(`^~ ${pagePathToRscPath(`${prefix}/`).replace(/\.txt$/, '')}`, rule, 'payload'));
  }
  return `${lines.join('\n')}\n`;
};

/** A path as literal text in an nginx regular expression. */

/** Where a permanent redirect goes from a canonical location whose query, `?` and all, nginx captured as `$1`. */
const onwardTarget = (to: string): string => {
  if (!to.startsWith('/') || to.includes('?')) return quote(to);
  const pathEnd = to.search(/#/);
  const path = pathEnd < 0 ? to : to.slice(0, pathEnd);
  return `"${escapeLiteral(path)}$1${escapeLiteral(to.slice(path.length))}"`;
};

/**
 * `redirect-map.conf` (http level): where deploy/nginx.conf sends a page's
 * non-canonical address (/impressum/ or /impressum/index.html). A page a
 * permanent route rule redirects goes straight to the rule's target, so it
 * takes one hop, not two, as on the Node server; any other page to its
 * canonical address. Exact paths come first: nginx tries regular
 * expressions in order, and an exact rule may differ from its prefix's.
 */
export const redirectMapConf = (matcher: RouteRuleMatcher): string => {
  const lines = [
    '# Generated at build from the route rules in src/config/app.config.ts; do not edit.',
    'map $canonical_page_location $canonical_redirect_location {',
    '  default $canonical_page_location;',
  ];
  const entry = (pattern: string, rule: RouteRule) =>
    `  ${quoteKey(`~^${pattern}(\\?.*)?$`)} ${isPermanentRedirect(rule) ? onwardTarget(rule.redirect!.to) : '$canonical_page_location'};`;
  for (const path of Object.keys(matcher.exact)) lines.push(entry(regexLiteral(path), matchRouteRules(matcher, path)));
  const prefixesOnly: RouteRuleMatcher = { exact: {}, prefixes: matcher.prefixes };
  for (const [prefix] of matcher.prefixes) {
    lines.push(entry(`${regexLiteral(prefix)}(?:/[^?]*)?`, matchRouteRules(prefixesOnly, prefix)));
  }
  return `${[...lines, '}'].join('\n')}\n`;
};

/**
 * `case-redirect-map.conf` (http level): where deploy/nginx.conf sends a page
 * address typed with capitals (/Impressum, /About), as the Node server does
 * (src/server/case-folded-location.ts): to the page in lower case, or for an
 * exact permanent route rule straight to its target. Only addresses with a
 * capital before the query match; anything else stays a 404. The same entries
 * map the canonical redirect's target, so /Impressum/ takes one hop too.
 */
export const caseRedirectMapConf = (matcher: RouteRuleMatcher, pagePaths: readonly string[]): string => {
  const paths = new Set([...pagePaths, ...Object.keys(matcher.exact)]);
  paths.delete('/');
  const entries = [...paths].sort().map((path) => {
    const rule = Object.hasOwn(matcher.exact, path) ? matchRouteRules(matcher, path) : {};
    const target = isPermanentRedirect(rule) ? onwardTarget(rule.redirect!.to) : `"${escapeLiteral(path)}$1"`;
    return `  ${quoteKey(`~^(?=[^?]*[A-Z])(?i:${regexLiteral(path)})(\\?.*)?$`)} ${target};`;
  });
  return [
    '# Generated at build from the built pages and the route rules in src/config/app.config.ts; do not edit.',
    'map $request_uri $case_redirect_location {',
    '  default "";',
    ...entries,
    '}',
    'map $canonical_redirect_location $canonical_case_redirect_location {',
    '  default $canonical_redirect_location;',
    ...entries,
    '}',
    '',
  ].join('\n');
};

/** Variables for the generated includes, defined once at http level. */
const httpVariablesConf = (): string[] => [
  '# HSTS only over https: browsers ignore it over http, and an empty value sends no header.',
  'map $https $hsts_header {',
  `  on ${quote(HSTS_HEADER)};`,
  '  default "";',
  '}',
  '# A literal "$" for generated strings; nginx has no escape for it.',
  'geo $literal_dollar {',
  '  default "$";',
  '}',
  ...cacheControlMaps(),
];

/**
 * `csp-map.conf` (http level): each prerendered page's Content-Security-Policy,
 * keyed by its .html file (anything else gets the no-script policy), and the
 * other variables the generated includes use. nginx reaches every page through
 * its .html file (try_files changes $uri), so `/about` is no key: it would only
 * give a page's policy to the redirects and 405s answered at that address.
 */
export const cspMapConf = (pages: ReadonlyMap<string, string>, fallback: string): string => {
  const lines = [
    '# Generated at build: every page may run exactly its own inline scripts; do not edit.',
    'map_hash_max_size 8192;',
    'map_hash_bucket_size 256;',
    'map $uri $page_csp {',
    `  default ${quote(fallback)};`,
  ];
  for (const [file, csp] of pages) lines.push(`  ${quoteKey(file)} ${quote(csp)};`);
  return `${[...lines, '}', ...httpVariablesConf()].join('\n')}\n`;
};
