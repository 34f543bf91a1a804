import 'server-only';

import { appConfig, routeRuleMatcher } from '../config';
import { ruleSaysNoindex } from '../lib/route-middleware';
import { matchRouteRules, type RouteRuleMatcher } from '../lib/route-rules';
import { getPublishedIndex } from './content-index';
import { LEGAL_PAGES, SITE_PAGES } from '../lib/site-pages';
import { getLegalPage } from './legal';

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
  // A legal page shows the `updated` of its front matter as a content page does; the sitemap says the same.
  const legalUpdated = new Map<string, string | undefined>(
    await Promise.all(LEGAL_PAGES.map(async (name) => [`/${name}`, (await getLegalPage(name)).frontMatter.updated] as const)),
  );
  const entries: SitemapEntry[] = [
    ...SITE_PAGES.map((path) => ({ path, updated: legalUpdated.get(path) })),
    ...[...index.values()].map((page) => ({ path: page.path, updated: page.frontMatter.updated })),
  ];
  return sitemapXml(entries, appConfig.siteUrl, routeRuleMatcher);
};
