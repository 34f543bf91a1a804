import { describe, expect, it } from 'vitest';

import { createRouteRuleMatcher } from '../../src/lib/route-rules';
import { caseRedirectMapConf } from '../../src/server/build/nginx-config';
import { caseFoldedLocation } from '../../src/server/case-folded-location';

const pages = ['/', '/about', '/imprint', '/services/web-applications'];
const routeRules = createRouteRuleMatcher({
  '/impressum': { redirect: { to: '/imprint', status: 301 } },
  '/jobs': { redirect: { to: '/careers#open', status: 308 } },
  '/sale': { redirect: { to: '/offers', status: 302 } },
  '/old/**': { redirect: { to: '/about', status: 301 } },
});

/** What nginx answers from the generated map, read as nginx reads it: the capital before the query, the path in any case. */
const nginxLocation = (conf: string, requestUri: string): string | undefined => {
  const [path = '', query] = requestUri.split(/(?=\?)/);
  if (!/[A-Z]/.test(path)) return undefined;
  for (const line of conf.split('\n')) {
    const entry = /^ {2}"~\^\(\?=\[\^\?\]\*\[A-Z\]\)\(\?i:(.*)\)\(\\\\\?\.\*\)\?\$" "(.*)";$/.exec(line);
    if (entry && new RegExp(`^${entry[1]!}$`, 'i').test(path)) return entry[2]!.replace('$1', query ?? '');
  }
  expect(conf).toContain('  default "";');
  return undefined;
};

const cases: [typed: string, location: string | undefined][] = [
  ['/About', '/about'],
  ['/ABOUT?ref=mail', '/about?ref=mail'],
  ['/Services/Web-Applications', '/services/web-applications'],
  // An exact permanent rule is followed at once; a temporary one is the rule's to answer.
  ['/Impressum', '/imprint'],
  ['/Impressum?ref=letter', '/imprint?ref=letter'],
  ['/Jobs?x=1', '/careers?x=1#open'],
  ['/Sale', '/sale'],
  // Already lower case, no page in lower case, a prefix rule only, or no page's shape: left alone.
  ['/about', undefined],
  ['/Abuot', undefined],
  ['/Old/Guide', undefined],
  ['/About_Us', undefined],
  ['/Über', undefined],
];

describe('a page address typed with capitals', () => {
  it('leads to the page in lower case on the Node server', () => {
    const isPage = (path: string) => pages.includes(path);
    for (const [typed, location] of cases) {
      const [path = '', search = ''] = typed.split(/(?=\?)/);
      expect(caseFoldedLocation(path, search, { isPage, routeRules }), typed).toBe(location);
    }
  });

  it('leads to the same place on nginx, from the generated map', () => {
    const conf = caseRedirectMapConf(routeRules, pages);
    // The landing page has no capitals to fold.
    expect(conf).not.toMatch(/\(\?i:\/\)/);
    // The same entries turn the target of the canonical redirect (/Impressum/ to /Impressum) into the page's.
    expect(conf).toContain(
      'map $canonical_redirect_location $canonical_case_redirect_location {\n  default $canonical_redirect_location;',
    );
    for (const [typed, location] of cases) expect(nginxLocation(conf, typed), typed).toBe(location);
  });
});
