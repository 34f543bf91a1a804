import { describe, expect, it, vi } from 'vitest';

import { createRouteRuleMatcher, matchRouteRules, type RouteRuleMatcher } from '../../src/lib/route-rules';
import { ruleRedirectLocation } from '../../src/lib/rule-redirect';
import { routeRulesConf } from '../../src/server/build/nginx-config';

const matcher = createRouteRuleMatcher({
  '/old': { redirect: { to: '/new', status: 308 } },
  '/docs/**': { headers: { 'X-Section': 'docs' }, middleware: ['noindex'] },
  '/docs/api/**': { headers: { 'X-Section': 'api' } },
  '/docs/api/v1': { redirect: { to: '/docs/api', status: 301 } },
});

describe('route rules', () => {
  it('match exact paths and prefixes, the more specific winning', () => {
    expect(matchRouteRules(matcher, '/old').redirect).toEqual({ to: '/new', status: 308 });
    expect(matchRouteRules(matcher, '/old/')).toMatchObject({ redirect: { to: '/new' } });
    expect(matchRouteRules(matcher, '/docs/intro')).toMatchObject({ headers: { 'X-Section': 'docs' }, middleware: ['noindex'] });
    expect(matchRouteRules(matcher, '/docs/api/v2')).toMatchObject({ headers: { 'X-Section': 'api' }, middleware: ['noindex'] });
    expect(matchRouteRules(matcher, '/docs/api/v1').redirect).toEqual({ to: '/docs/api', status: 301 });
    expect(matchRouteRules(matcher, '/documents')).toEqual({});
  });

  it('return no rules, and log, when the matcher is broken', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(matchRouteRules({ exact: null, prefixes: 'x' } as unknown as RouteRuleMatcher, '/old')).toEqual({});
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it('become nginx locations for pages and payloads', () => {
    const conf = routeRulesConf(matcher);
    expect(conf).toContain('location = /old {');
    expect(conf).toContain('return 308 "/new$is_args$args";');
    expect(conf).toContain('location = /RSC/R/old.txt {');
    expect(conf).toContain('return 308 "/RSC/R/new.txt$is_args$args";');
    expect(conf).toContain('location ^~ /docs/ {');
    expect(conf).toContain('add_header X-Robots-Tag "noindex" always;');
  });
});

describe('where a rule redirects on the Node server', () => {
  const to = (target: string) => ({ redirect: { to: target, status: 301 as const } });
  it('keeps the query before a fragment, unless the target has its own, and sends payloads to payloads', () => {
    expect(ruleRedirectLocation(to('/about'), '?utm=1', false)).toBe('/about?utm=1');
    expect(ruleRedirectLocation(to('/careers#open'), '?utm=1', false)).toBe('/careers?utm=1#open');
    expect(ruleRedirectLocation(to('/help?topic=faq'), '?utm=1', false)).toBe('/help?topic=faq');
    expect(ruleRedirectLocation(to('/careers#open'), '?x=1', true)).toBe('/RSC/R/careers.txt?x=1');
    expect(ruleRedirectLocation(to('https://shop.example.org/'), '?utm=1', false)).toBe('https://shop.example.org/');
    expect(ruleRedirectLocation({ headers: { 'X-Hiring': 'yes' } }, '', false)).toBeUndefined();
  });
});
