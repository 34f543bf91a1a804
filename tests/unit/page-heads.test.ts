import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { checkPageHeads } from '../../src/server/build/page-heads';

const SITE_URL = 'https://www.example.com';

let publicDir: string;

/** A built page at `sitePath` with `head`, as Waku and the content prerender write it. */
const page = async (sitePath: string, head: string) => {
  const dir = path.join(publicDir, sitePath);
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, 'index.html'), `<!DOCTYPE html><html><head>${head}</head><body></body></html>`);
};

const headOf = (sitePath: string) =>
  `<title>A page · Example</title><meta name="description" content="What the page is about."/>` +
  `<link rel="canonical" href="${SITE_URL}${sitePath}"/>`;

const check = () => checkPageHeads({ publicDir, siteUrl: SITE_URL });
const relative = (sitePath: string) => path.join(path.relative(process.cwd(), publicDir), sitePath, 'index.html');

describe('every built page has the head search results and link previews show', () => {
  beforeEach(async () => {
    publicDir = await mkdtemp(path.join(tmpdir(), 'page-heads-'));
    await Promise.all([page('/', headOf('/')), page('/about', headOf('/about'))]);
    // The 404 page has a title only.
    await writeFile(path.join(publicDir, '404.html'), '<html><head><title>Page not found</title></head></html>');
  });
  afterEach(() => rm(publicDir, { recursive: true, force: true }));

  it('passes when each page has a title, a description and its own canonical URL', async () => {
    await expect(check()).resolves.toBeUndefined();
  });

  it('stops the build at a page file that forgot <PageMeta>, naming the file and what it lacks', async () => {
    await page('/pricing', '<meta charSet="utf-8"/>');
    await expect(check()).rejects.toThrow(
      `${relative('/pricing')} lacks a <title>, a meta description and a canonical URL: render <PageMeta> ` +
        '(src/components/page-meta.tsx) with path="/pricing" in its page file',
    );
  });

  it('finds an empty title or description, and a canonical URL of another page', async () => {
    await page('/pricing', headOf('/pricing').replace('A page · Example', ' '));
    await page('/team', headOf('/about'));
    await page('/careers', headOf('/careers').replace('What the page is about.', ''));
    const fix = (sitePath: string) =>
      `: render <PageMeta> (src/components/page-meta.tsx) with path="${sitePath}" in its page file`;
    await expect(check()).rejects.toThrow(
      [
        `${relative('/careers')} lacks a meta description${fix('/careers')}`,
        `${relative('/pricing')} lacks a <title>${fix('/pricing')}`,
        `${relative('/team')} lacks its own canonical URL (it names ${SITE_URL}/about, not ${SITE_URL}/team)${fix('/team')}`,
      ].join('\n'),
    );
  });

  it('lets a page kept out of the index go without a canonical URL', async () => {
    await page(
      '/thank-you',
      '<title>Thanks</title><meta name="description" content="Sent."/><meta name="robots" content="noindex"/>',
    );
    await expect(check()).resolves.toBeUndefined();
  });
});
