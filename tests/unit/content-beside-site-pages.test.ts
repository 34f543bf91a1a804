import { describe, expect, it, vi } from 'vitest';

// A site whose src/pages also renders /intro, the address of one of the test content files.
vi.mock('../../src/lib/site-pages', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/lib/site-pages')>();
  return { ...original, SITE_PAGES: [...original.SITE_PAGES, '/intro'] };
});

const { loadPages } = await import('../../src/content/load-pages');

describe('a content file at the address of a page in src/pages', () => {
  it('fails the build instead of being hidden by that page', async () => {
    await expect(loadPages('tests/fixtures/content-ok', 'content', {})).rejects.toThrow(
      'tests/fixtures/content-ok/intro.md: the path "/intro" is a page of src/pages (SITE_PAGES): give this file another name',
    );
  });
});
