import { pagePathToRscPath } from '../../lib/rsc-path';
import type { RouteRule, RouteRuleMatcher } from '../../lib/route-rules';
import { middlewareHeaders } from '../route-middleware';
import { HSTS_HEADER, STATIC_SECURITY_HEADERS } from '../security-headers';

/** Quotes a value for an nginx config string. */
const quote = (value: string) => `"${value.replace(/["\\$]/g, (char) => `\\${char}`)}"`;

const addHeaders = (headers: Record<string, string>) =>
  Object.entries(headers).map(([name, value]) => `  add_header ${name} ${quote(value)} always;`);

/** `security-headers.conf`: included in every location, because nginx drops inherited add_header lines. */
export const securityHeadersConf = (): string =>
  [
    '# Generated at build from src/server/security-headers.ts; do not edit.',
    ...addHeaders({ ...STATIC_SECURITY_HEADERS }).map((line) => line.trim()),
    '# $page_csp comes from csp-map.conf: per page, the hashes of its inline scripts.',
    'add_header Content-Security-Policy $page_csp always;',
    `# HSTS: only meaningful over https; enable it in the https server block.`,
    `# add_header Strict-Transport-Security ${quote(HSTS_HEADER)} always;`,
    '',
  ].join('\n');

const ruleLocation = (modifier: '=' | '^~', path: string, rule: RouteRule, fallback: string): string[] => {
  const body = rule.redirect
    ? [`  return ${rule.redirect.status} ${rule.redirect.to};`]
    : [
        '  include nginx/security-headers.conf;',
        ...addHeaders({
          'Cache-Control': 'public, max-age=0, must-revalidate',
          ...rule.headers,
          ...middlewareHeaders(rule.middleware),
        }),
        `  try_files ${fallback};`,
      ];
  return [`location ${modifier} ${path} {`, ...body, '}'];
};

/**
 * `route-rules.conf`: the app config's route rules as nginx locations, for
 * pages and their RSC payloads alike, so client navigation on a static host
 * follows the same redirects.
 */
export const routeRulesConf = (matcher: RouteRuleMatcher): string => {
  const lines = ['# Generated at build from the route rules in src/config/app.config.ts; do not edit.'];
  for (const [path, rule] of Object.entries(matcher.exact)) {
    lines.push(...ruleLocation('=', path, rule, '$uri $uri/index.html =404'));
    if (rule.redirect?.to.startsWith('/')) {
      const target = rule.redirect.to.split(/[?#]/)[0]!;
      lines.push(
        ...ruleLocation('=', pagePathToRscPath(path), { redirect: { ...rule.redirect, to: pagePathToRscPath(target) } }, ''),
      );
    }
  }
  for (const [prefix, rule] of matcher.prefixes) {
    lines.push(...ruleLocation('^~', `${prefix}/`, rule, '$uri $uri/index.html =404'));
  }
  return `${lines.join('\n')}\n`;
};

/**
 * `csp-map.conf` (http level): each prerendered page's Content-Security-Policy,
 * by the URI nginx serves it under; anything else gets the no-script policy.
 */
export const cspMapConf = (pages: ReadonlyMap<string, string>, fallback: string): string => {
  const lines = [
    '# Generated at build: every page may run exactly its own inline scripts; do not edit.',
    'map_hash_max_size 8192;',
    'map_hash_bucket_size 256;',
    'map $uri $page_csp {',
    `  default ${quote(fallback)};`,
  ];
  for (const [uri, csp] of pages) lines.push(`  ${quote(uri)} ${quote(csp)};`);
  return `${[...lines, '}'].join('\n')}\n`;
};
