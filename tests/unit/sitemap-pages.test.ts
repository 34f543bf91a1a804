import { describe, expect, it } from 'vitest';

import { getDraftFiles, getPreviewContent, getPublishedIndex } from '../../src/content/content-index';
import { buildSitemap } from '../../src/content/sitemap';
import { SITE_PAGES } from '../../src/lib/site-pages';

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
});
