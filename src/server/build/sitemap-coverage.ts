import 'server-only';

import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

import { matchRouteRules, type RouteRuleMatcher } from '../../lib/route-rules';
import { ruleSaysNoindex } from '../route-middleware';

type SitemapCoverageOptions = { publicDir: string; siteUrl: string; matcher: RouteRuleMatcher };

const NOINDEX_META = /<meta name="robots" content="[^"]*\bnoindex\b/;

/** Whether search engines are told to leave the page out: by its robots meta tag or its route rule's header. */
const saysNoindex = async (sitePath: string, file: string, matcher: RouteRuleMatcher) =>
  ruleSaysNoindex(matchRouteRules(matcher, sitePath)) || NOINDEX_META.test(await readFile(file, 'utf8'));

/**
 * Stops the build at a prerendered page that sitemap.xml leaves out. The
 * content pages come from the content index, like the sitemap; a page file
 * in src/pages is listed only where SITE_PAGES names it by hand. A page that
 * asks not to be indexed may stay out, and 404.html is no `index.html`.
 */
export const checkSitemapCoverage = async ({ publicDir, siteUrl, matcher }: SitemapCoverageOptions) => {
  const sitemap = await readFile(path.join(publicDir, 'sitemap.xml'), 'utf8');
  const listed = new Set([...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!));
  const entries = await readdir(publicDir, { recursive: true, withFileTypes: true });
  const missing: string[] = [];
  for (const entry of entries.filter((e) => e.isFile() && e.name === 'index.html')) {
    const file = path.join(entry.parentPath, entry.name);
    const sitePath = `/${path.relative(publicDir, entry.parentPath).split(path.sep).join('/')}`;
    if (listed.has(`${siteUrl}${sitePath}`) || (await saysNoindex(sitePath, file, matcher))) continue;
    missing.push(
      `${path.relative(process.cwd(), file)} is a page, but sitemap.xml does not list ${sitePath}: add "${sitePath}" to ` +
        'SITE_PAGES in src/content/site-pages.ts, or give the page <meta name="robots" content="noindex"> to keep it out of search',
    );
  }
  if (missing.length) throw new Error(missing.sort().join('\n'));
};
