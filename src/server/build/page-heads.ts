import 'server-only';

import { readFile } from 'node:fs/promises';
import path from 'node:path';

import { andList } from '../../lib/word-lists';
import { hasNoindexMeta, listBuiltPages } from './built-pages';

type PageHeadsOptions = { publicDir: string; siteUrl: string };

const TITLE = /<title>([^<]*)<\/title>/;
const DESCRIPTION = /<meta name="description" content="([^"]*)"/;
const CANONICAL = /<link rel="canonical" href="([^"]*)"/;

/** What a page's head lacks that search results and link previews show, in words a developer acts on. */
const missingParts = (html: string, canonical: string): string[] => {
  const missing: string[] = [];
  if (!TITLE.exec(html)?.[1]?.trim()) missing.push('a <title>');
  if (!DESCRIPTION.exec(html)?.[1]?.trim()) missing.push('a meta description');
  // A page kept out of the index names no address to index instead (page-meta.tsx).
  const found = CANONICAL.exec(html)?.[1];
  if (!hasNoindexMeta(html) && found !== canonical)
    missing.push(found ? `its own canonical URL (it names ${found}, not ${canonical})` : 'a canonical URL');
  return missing;
};

/**
 * Stops the build at a page whose head lacks its title, description or
 * canonical URL: a page file in src/pages that forgot <PageMeta> builds and
 * works, and only search results would show it. The 404 page is no
 * `index.html` and needs none of them.
 */
export const checkPageHeads = async ({ publicDir, siteUrl }: PageHeadsOptions) => {
  const problems: string[] = [];
  for (const { file, sitePath } of await listBuiltPages(publicDir)) {
    const missing = missingParts(await readFile(file, 'utf8'), `${siteUrl}${sitePath}`);
    if (missing.length > 0)
      problems.push(
        `${path.relative(process.cwd(), file)} lacks ${andList(missing)}: render <PageMeta> ` +
          `(src/components/page-meta.tsx) with path="${sitePath}" in its page file`,
      );
  }
  if (problems.length) throw new Error(problems.sort().join('\n'));
};
