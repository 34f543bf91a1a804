import 'server-only';

import { appConfig } from '../config';
import { ruleSaysNoindex } from '../lib/route-middleware';
import { createRouteRuleMatcher, matchRouteRules, type RouteRuleMatcher } from '../lib/route-rules';
import { getPublishedIndex } from './content-index';
import { SITE_PAGES } from '../lib/site-pages';

type SitemapEntry = { path: string; updated?: string | undefined };

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** sitemap.xml for these pages, leaving out any a route rule marks noindex: search engines would see both. */
export const sitemapXml = (entries: readonly SitemapEntry[], siteUrl: string, matcher: RouteRuleMatcher): string => {
  const urls = entries
    .filter(({ path }) => !ruleSaysNoindex(matchRouteRules(matcher, path)))
    .map(
      ({ path, updated }) =>
        `  <url><loc>${escapeXml(`${siteUrl}${path}`)}</loc>${updated ? `<lastmod>${updated}</lastmod>` : ''}</url>`,
    );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
};

/** The published pages, from the content index, plus the landing and legal pages. Never staged or draft pages. */
export const buildSitemap = async (): Promise<string> => {
  const index = await getPublishedIndex();
  const entries: SitemapEntry[] = [
    ...SITE_PAGES.map((path) => ({ path })),
    ...[...index.values()].map((page) => ({ path: page.path, updated: page.frontMatter.updated })),
  ];
  return sitemapXml(entries, appConfig.siteUrl, createRouteRuleMatcher(appConfig.routeRules));
};
