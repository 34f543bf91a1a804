import { describe, expect, it } from 'vitest';

import { appConfigInput } from '../../src/config/app.config';
import { appConfigError, validateAppConfig } from '../../src/config/validate';
import { createRouteRuleMatcher } from '../../src/lib/route-rules';
import { brokenConfigLinks } from '../../src/server/build/broken-config-links';
import { redirectWithinSite } from '../../src/server/build/redirect-chain';

const known = new Set(['/', '/about', '/privacy', '/imprint', '/careers', '/press', '/how-we-work']);
const answers = (path: string) => known.has(path);

const configWith = (footerTo: string, redirectTo: string) =>
  validateAppConfig({
    ...appConfigInput,
    footer: {
      ...appConfigInput.footer,
      smallLinks: [
        { label: 'About', to: '/about' },
        { label: 'Team', to: footerTo },
      ],
    },
    routeRules: { '/team': { redirect: { to: redirectTo, status: 301 } }, '/jobs/**': { headers: { 'X-Hiring': 'yes' } } },
  });

describe('broken links in the app config', () => {
  it('names the footer link and the route rule whose path nothing answers', () => {
    const problems = brokenConfigLinks(configWith('/abuot#team', '/crew'), { answers });
    expect(appConfigError(problems).message).toBe(
      [
        'Invalid app configuration (src/config/app.config.ts):',
        '  - footer.smallLinks[1].to: "/abuot#team" is no page or file of this site',
        '  - routeRules["/team"].redirect.to: "/crew" is no page or file of this site',
      ].join('\n'),
    );
  });

  it('passes paths that answer, anchors on the landing page and other sites', () => {
    expect(brokenConfigLinks(configWith('/#faq', '/about'), { answers })).toEqual([]);
    expect(
      brokenConfigLinks(validateAppConfig(appConfigInput), {
        answers: (path) => known.has(path) || path.startsWith('/services'),
      }),
    ).toEqual([]);
  });

  it('names a footer link to a redirected address, and a rule that redirects on to another rule (a chain)', () => {
    const config = validateAppConfig({
      ...appConfigInput,
      footer: { ...appConfigInput.footer, smallLinks: [{ label: 'Team', to: '/team' }] },
      routeRules: {
        '/team': { redirect: { to: '/about', status: 301 } },
        '/crew': { redirect: { to: '/team', status: 301 } },
      },
    });
    const redirectOf = redirectWithinSite(createRouteRuleMatcher(config.routeRules));
    expect(brokenConfigLinks(config, { answers: (path) => known.has(path) || path === '/team', redirectOf })).toEqual([
      {
        path: ['footer', 'smallLinks', 0, 'to'],
        message: '"/team", which a route rule redirects to /about: link there directly',
      },
      {
        path: ['routeRules', '/crew', 'redirect', 'to'],
        message: '"/team", which a route rule redirects to /about: link there directly',
      },
    ]);
  });

  it('names an anchor the linked page does not have', () => {
    const anchorsOf = (path: string) => (path === '/' ? new Set(['services', 'faq', 'contact']) : undefined);
    expect(brokenConfigLinks(configWith('/#faqs', '/about'), { answers, anchorsOf })).toEqual([
      { path: ['footer', 'smallLinks', 1, 'to'], message: '"/#faqs": / has no heading or section "faqs": did you mean #faq?' },
    ]);
  });
});
