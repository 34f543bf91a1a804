import { describe, expect, it } from 'vitest';

import type { ContentPage } from '../../src/content/load-pages';
import { createRouteRuleMatcher } from '../../src/lib/route-rules';
import { pagesBehindRedirects, sitePagesBehindRedirects } from '../../src/server/build/pages-behind-redirects';

const page = (path: string): ContentPage => ({
  path,
  file: `private/content${path}.md`,
  source: 'content',
  frontMatter: { title: 'A page', description: 'A page that exists for this test only.', draft: false, type: 'page' },
  body: { type: 'root', children: [] },
});

describe('pages behind redirects', () => {
  const matcher = createRouteRuleMatcher({
    '/team': { redirect: { to: '/about', status: 301 } },
    '/old/**': { redirect: { to: '/new', status: 308 } },
    '/careers': { headers: { 'X-Hiring': 'yes' } },
  });

  it('reports a published page whose address a rule redirects, by its file', () => {
    const errors = pagesBehindRedirects([page('/team'), page('/old/guide'), page('/about')], matcher);
    expect(errors.map((error) => error.message)).toEqual([
      'private/content/team.md: a route rule redirects /team to /about, so this page could never be seen: remove the rule or the file',
      'private/content/old/guide.md: a route rule redirects /old/guide to /new, so this page could never be seen: remove the rule or the file',
    ]);
  });

  it('reports a page of src/pages that a rule redirects, at the route rules', () => {
    expect(sitePagesBehindRedirects(['/', '/team', '/careers'], matcher)).toEqual([
      {
        path: ['routeRules'],
        message:
          'a rule redirects /team, a page of src/pages, to /about, so that page could never be seen: remove the rule or the page',
      },
    ]);
  });

  it('lets rules that only add headers be', () => {
    expect(pagesBehindRedirects([page('/careers'), page('/about')], matcher)).toEqual([]);
  });
});
