import 'server-only';

import { appConfig } from '../config';
import { getPublishedIndex } from './content-index';
import { SITE_PAGES } from './site-pages';

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** The published pages, from the content index, plus the landing and legal pages. Never staged or draft pages. */
export const buildSitemap = async (): Promise<string> => {
  const index = await getPublishedIndex();
  const entries: { path: string; updated?: string | undefined }[] = [
    ...SITE_PAGES.map((path) => ({ path })),
    ...[...index.values()].map((page) => ({ path: page.path, updated: page.frontMatter.updated })),
  ];
  const urls = entries.map(
    ({ path, updated }) =>
      `  <url><loc>${escapeXml(`${appConfig.siteUrl}${path}`)}</loc>${updated ? `<lastmod>${updated}</lastmod>` : ''}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
};
