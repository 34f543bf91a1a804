import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { createRouteRuleMatcher } from '../../src/lib/route-rules';
import { checkSitemapCoverage } from '../../src/server/build/sitemap-coverage';

const SITE_URL = 'https://www.example.com';
const NOINDEX = '<meta name="robots" content="noindex">';

let publicDir: string;

/** A built page at `sitePath`, as Waku and the content prerender write it. */
const page = async (sitePath: string, head = '') => {
  const dir = path.join(publicDir, sitePath);
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, 'index.html'), `<!DOCTYPE html><html><head>${head}</head><body></body></html>`);
};

const sitemap = (paths: string[]) =>
  writeFile(
    path.join(publicDir, 'sitemap.xml'),
    `<urlset>\n${paths.map((sitePath) => `  <url><loc>${SITE_URL}${sitePath}</loc></url>`).join('\n')}\n</urlset>\n`,
  );

const check = (rules = {}) => checkSitemapCoverage({ publicDir, siteUrl: SITE_URL, matcher: createRouteRuleMatcher(rules) });

describe('the sitemap and the built pages agree', () => {
  beforeEach(async () => {
    publicDir = await mkdtemp(path.join(tmpdir(), 'sitemap-coverage-'));
    await Promise.all([page('/'), page('/about'), page('/services/audits')]);
    await writeFile(path.join(publicDir, '404.html'), `<html><head>${NOINDEX}</head></html>`);
  });
  afterEach(() => rm(publicDir, { recursive: true, force: true }));

  it('passes when the sitemap lists every page; the 404 page is none', async () => {
    await sitemap(['/', '/about', '/services/audits']);
    await expect(check()).resolves.toBeUndefined();
  });

  it('stops the build at a page the sitemap leaves out, naming it and where to list it', async () => {
    await page('/partners');
    await sitemap(['/', '/about', '/services/audits']);
    await expect(check()).rejects.toThrow(
      `${path.join(path.relative(process.cwd(), publicDir), 'partners/index.html')} is a page, ` +
        'but sitemap.xml does not list /partners: add "/partners" to SITE_PAGES in src/lib/site-pages.ts',
    );
  });

  it('names every page left out, nested ones with their whole path', async () => {
    await sitemap(['/', '/about']);
    await page('/partners');
    await expect(check()).rejects.toThrow(/does not list \/partners[^]*does not list \/services\/audits/);
  });

  it('lets a page that asks not to be indexed stay out, by its robots meta tag or its route rule', async () => {
    await page('/thank-you', NOINDEX);
    await page('/internal/status');
    await sitemap(['/', '/about', '/services/audits']);
    await expect(check({ '/internal/**': { middleware: ['noindex'] } })).resolves.toBeUndefined();
  });

  it('stops the build at a sitemap entry with no page built there, as a misspelt SITE_PAGES entry makes', async () => {
    await sitemap(['/', '/about', '/services/audits', '/imprnt']);
    await expect(check()).rejects.toThrow(
      'sitemap.xml lists /imprnt, but no page was built there: remove "/imprnt" from SITE_PAGES in src/lib/site-pages.ts',
    );
  });

  it('stops the build at a sitemap entry whose page asks not to be indexed', async () => {
    await page('/thank-you', NOINDEX);
    await sitemap(['/', '/about', '/services/audits', '/thank-you']);
    await expect(check()).rejects.toThrow('sitemap.xml lists /thank-you, but the page asks search engines not to index it');
  });
});
