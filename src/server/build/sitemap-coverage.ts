import 'server-only';

import { readFile } from 'node:fs/promises';
import path from 'node:path';

import { ruleSaysNoindex } from '../../lib/route-middleware';
import { matchRouteRules, type RouteRuleMatcher } from '../../lib/route-rules';
import { hasNoindexMeta, listBuiltPages } from './built-pages';

type SitemapCoverageOptions = { publicDir: string; siteUrl: string; matcher: RouteRuleMatcher };

/** Whether search engines are told to leave the page out: by its robots meta tag or its route rule's header. */
const saysNoindex = async (sitePath: string, file: string, matcher: RouteRuleMatcher) =>
  ruleSaysNoindex(matchRouteRules(matcher, sitePath)) || hasNoindexMeta(await readFile(file, 'utf8'));

const SITE_PAGES_FILE = 'src/lib/site-pages.ts';

/**
 * Stops the build where sitemap.xml and the built pages disagree: a
 * prerendered page the sitemap leaves out, or a sitemap entry that search
 * engines would find missing (no page built there) or told to stay away
 * (noindex). The content pages come from the content index, like the
 * sitemap; a page file in src/pages is listed only where SITE_PAGES names it
 * by hand, which is where both mistakes happen. 404.html is no `index.html`.
 */
export const checkSitemapCoverage = async ({ publicDir, siteUrl, matcher }: SitemapCoverageOptions) => {
  const sitemap = await readFile(path.join(publicDir, 'sitemap.xml'), 'utf8');
  const listed = new Set([...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!));
  const problems: string[] = [];
  for (const { file, sitePath } of await listBuiltPages(publicDir)) {
    const isListed = listed.delete(`${siteUrl}${sitePath}`);
    const noindex = await saysNoindex(sitePath, file, matcher);
    if (isListed && noindex) {
      problems.push(
        `sitemap.xml lists ${sitePath}, but the page asks search engines not to index it: ` +
          `remove "${sitePath}" from SITE_PAGES in ${SITE_PAGES_FILE}, or let the page be indexed`,
      );
    } else if (!isListed && !noindex) {
      problems.push(
        `${path.relative(process.cwd(), file)} is a page, but sitemap.xml does not list ${sitePath}: add "${sitePath}" to ` +
          `SITE_PAGES in ${SITE_PAGES_FILE}, or give the page <meta name="robots" content="noindex"> to keep it out of search`,
      );
    }
  }
  for (const address of listed) {
    const sitePath = address.startsWith(siteUrl) ? address.slice(siteUrl.length) || '/' : address;
    problems.push(
      `sitemap.xml lists ${sitePath}, but no page was built there: ` +
        `remove "${sitePath}" from SITE_PAGES in ${SITE_PAGES_FILE}, or add the page file in src/pages`,
    );
  }
  if (problems.length) throw new Error(problems.sort().join('\n'));
};
