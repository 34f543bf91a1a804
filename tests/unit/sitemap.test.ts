import { describe, expect, it } from 'vitest';

import { sitemapXml } from '../../src/content/sitemap';
import { createRouteRuleMatcher } from '../../src/lib/route-rules';

const SITE_URL = 'https://www.example.com';
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);

describe('sitemap.xml', () => {
  const entries = [{ path: '/' }, { path: '/about', updated: '2026-11-20' }, { path: '/internal/handbook' }];

  it('lists each page under the site URL, with its last update where known', () => {
    const xml = sitemapXml(entries, SITE_URL, createRouteRuleMatcher({}));
    expect(locs(xml)).toEqual([`${SITE_URL}/`, `${SITE_URL}/about`, `${SITE_URL}/internal/handbook`]);
    expect(xml).toContain(`<loc>${SITE_URL}/about</loc><lastmod>2026-11-20</lastmod>`);
  });

  it('leaves out pages a route rule keeps out of search, by middleware or by header', () => {
    const byMiddleware = createRouteRuleMatcher({ '/internal/**': { middleware: ['noindex'] } });
    expect(locs(sitemapXml(entries, SITE_URL, byMiddleware))).toEqual([`${SITE_URL}/`, `${SITE_URL}/about`]);
    const byHeader = createRouteRuleMatcher({ '/about': { headers: { 'x-robots-tag': 'noindex, nofollow' } } });
    expect(locs(sitemapXml(entries, SITE_URL, byHeader))).toEqual([`${SITE_URL}/`, `${SITE_URL}/internal/handbook`]);
    for (const value of ['none', 'NoIndex', 'googlebot: noindex'])
      expect(
        locs(sitemapXml(entries, SITE_URL, createRouteRuleMatcher({ '/about': { headers: { 'X-Robots-Tag': value } } }))),
        value,
      ).toEqual([`${SITE_URL}/`, `${SITE_URL}/internal/handbook`]);
    // Other headers, and other robots rules, keep a page in.
    const nofollow = createRouteRuleMatcher({ '/about': { headers: { 'X-Robots-Tag': 'nofollow, noarchive' } } });
    expect(locs(sitemapXml(entries, SITE_URL, nofollow))).toHaveLength(3);
    const other = createRouteRuleMatcher({ '/about': { headers: { 'X-Hiring': 'yes' } } });
    expect(locs(sitemapXml(entries, SITE_URL, other))).toHaveLength(3);
  });
});
