import { describe, expect, it } from 'vitest';

import { getDraftFiles, getPreviewContent, getPublishedIndex } from '../../src/content/content-index';
import { buildSitemap } from '../../src/content/sitemap';
import { getLegalPage } from '../../src/content/legal';
import { LEGAL_PAGES, SITE_PAGES } from '../../src/lib/site-pages';

const paths = (xml: string) => [...xml.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map((match) => match[1] || '/');

describe('the shipped sitemap', () => {
  it('lists the landing and legal pages and every published content page, and no draft or staged-only one', async () => {
    const listed = paths(await buildSitemap());
    const published = [...(await getPublishedIndex()).keys()];
    expect([...listed].sort()).toEqual([...SITE_PAGES, ...published].sort());
    const drafts = [...(await getDraftFiles()).keys()];
    const stagedOnly = [...(await getPreviewContent()).index.keys()].filter(
      (path) => !published.includes(path) && !drafts.includes(path),
    );
    // The shipped content has both, so the test cannot pass for want of them.
    expect(drafts.length).toBeGreaterThan(0);
    expect(stagedOnly.length).toBeGreaterThan(0);
    for (const path of [...drafts, ...stagedOnly]) expect(listed, path).not.toContain(path);
  });

  it('gives a legal page the date of its last update that the page shows, as a content page', async () => {
    const xml = await buildSitemap();
    const dated = [];
    for (const name of LEGAL_PAGES) {
      const { updated } = (await getLegalPage(name)).frontMatter;
      if (!updated) continue;
      dated.push(name);
      expect(xml).toContain(`/${name}</loc><lastmod>${updated}</lastmod>`);
    }
    // The shipped privacy policy is dated, so the test cannot pass for want of a date.
    expect(dated).toContain('privacy');
  });
});
