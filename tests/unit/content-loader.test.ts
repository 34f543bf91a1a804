import { rename } from 'node:fs/promises';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { problemsIn } from '../../src/content/content-error';
import { overlayIndex } from '../../src/content/content-index';
import { fileToPagePath, loadPages, loadPagesKeepingErrors, loadPagesSettingDraftsAside } from '../../src/content/load-pages';

const fixture = (name: string) => path.resolve('tests/fixtures', name);

describe('content loader', () => {
  it('maps files to page paths', () => {
    expect(fileToPagePath('about.md')).toBe('/about');
    expect(fileToPagePath(path.join('services', 'web-applications.md'))).toBe('/services/web-applications');
    expect(fileToPagePath(path.join('services', 'index.md'))).toBe('/services');
    // Refused by the loader, but under the address the editor meant, where development shows why.
    expect(fileToPagePath('Offers.MD')).toBe('/Offers');
    expect(fileToPagePath(path.join('services', 'cloud.markdown'))).toBe('/services/cloud');
  });

  it('reads every page with its validated front matter', async () => {
    const pages = await loadPages(fixture('content-ok'), 'content', {});
    expect(pages.map((page) => page.path)).toEqual(['/guides/draft-notes', '/guides', '/intro']);
    const draft = pages.find((page) => page.path === '/guides/draft-notes');
    expect(draft?.frontMatter.draft).toBe(true);
    expect(pages.find((page) => page.path === '/intro')?.frontMatter.draft).toBe(false);
  });

  it('sets a draft with mistakes aside with its problems, but not a file named as no page may be', async () => {
    const dir = fixture('content-broken-draft');
    const roadmap = 'tests/fixtures/content-broken-draft/roadmap.md';
    // The name the build refuses stops it, draft or not: the draft could not be published under it.
    const refused = await loadPagesSettingDraftsAside(dir, 'content', {}).catch((error: Error) => error.message);
    expect(refused).toMatch(/^ {2}tests\/fixtures\/content-broken-draft\/Plans\.md: file name gives the path "\/Plans"/m);
    expect(refused).not.toContain('roadmap.md');
    await rename(path.join(dir, 'Plans.md'), path.join(dir, 'Plans.md.away'));
    try {
      const { pages, draftErrors } = await loadPagesSettingDraftsAside(dir, 'content', {});
      expect(pages.map((page) => page.path)).toEqual(['/pricing']);
      expect(
        draftErrors.map(({ path: pagePath, error }) => [pagePath, problemsIn(error).map((problem) => problem.message)]),
      ).toEqual([
        [
          '/roadmap',
          [
            expect.stringMatching(new RegExp(`^${roadmap}:7:1: .*####`)),
            expect.stringMatching(new RegExp(`^${roadmap}:9:1: .*/images/roadmap\\.png`)),
          ],
        ],
      ]);
      // Read strictly, as by the tests of the shipped content, it is a problem as any other.
      await expect(loadPages(dir, 'content', {})).rejects.toThrow(new RegExp(`${roadmap}:7:1: `));
    } finally {
      await rename(path.join(dir, 'Plans.md.away'), path.join(dir, 'Plans.md'));
    }
  });

  it('fails with file and line for bad front matter', async () => {
    await expect(loadPages(fixture('content-bad-front-matter'), 'content', {})).rejects.toThrow(
      /^tests\/fixtures\/content-bad-front-matter\/broken\.md:4: draft: /,
    );
  });

  it('fails with file and line for an unknown directive', async () => {
    await expect(loadPages(fixture('content-bad-directive'), 'content', {})).rejects.toThrow(
      'tests/fixtures/content-bad-directive/broken.md:8:1: unknown directive "marquee"',
    );
  });

  it('reports every bad file in one go, so one build shows all there is to fix', async () => {
    await expect(loadPages(fixture('content-two-bad'), 'content', {})).rejects.toThrow(
      '2 problems to fix:\n' +
        '  tests/fixtures/content-two-bad/events.md:6:1: unknown directive "marquee" (known: note, tip, warning, cards, card, badge, download, foreign)\n\n' +
        '  tests/fixtures/content-two-bad/jobs.md:3: description: 5 characters, at least 20',
    );
  });

  it('for staged files, keeps the good pages and reports each bad file by the page it would be', async () => {
    const { pages, errors } = await loadPagesKeepingErrors(fixture('staging-one-bad'), 'staging', {});
    expect(pages.map((page) => page.path)).toEqual(['/new-page']);
    expect(errors).toHaveLength(1);
    expect(errors[0]!.path).toBe('/broken');
    expect(errors[0]!.error).toMatchObject({ file: 'tests/fixtures/staging-one-bad/broken.md', line: 4 });
    expect(errors[0]!.error.reason).toMatch(/^draft: /);
  });

  it('refuses two files that give the same path, naming both', async () => {
    await expect(loadPages(fixture('content-duplicate'), 'content', {})).rejects.toThrow(
      'tests/fixtures/content-duplicate/services/cloud/index.md: gives the same path "/services/cloud" as tests/fixtures/content-duplicate/services/cloud.md',
    );
  });

  it('says why a file with an upper-case extension is not read, instead of skipping it', async () => {
    await expect(loadPages(fixture('content-uppercase-extension'), 'content', {})).rejects.toThrow(
      'tests/fixtures/content-uppercase-extension/hosting.MD: content files must end in ".md" (lowercase)',
    );
  });

  it('refuses paths that belong to the site', async () => {
    await expect(loadPages(fixture('content-reserved'), 'content', {})).rejects.toThrow(
      'the path "/imprint" is reserved for the site itself: the imprint is private/legal/imprint.md',
    );
  });

  it('sends a home page written as content to the landing page files', async () => {
    await expect(loadPages(fixture('content-home'), 'content', {})).rejects.toThrow(
      'tests/fixtures/content-home/index.md: the path "/" is the landing page: its sections are the files in private/landing/',
    );
  });

  it('treats a missing folder as empty', async () => {
    await expect(loadPages(fixture('does-not-exist'), 'staging', {})).resolves.toEqual([]);
  });

  it('overlays staged pages on published ones and adds staged-only pages', async () => {
    const published = await loadPages(fixture('content-ok'), 'content', {});
    const staged = await loadPages(fixture('staging-ok'), 'staging', {});
    const index = overlayIndex(published, staged);
    expect(index.get('/intro')?.frontMatter.title).toBe('Introduction (staged)');
    expect(index.get('/intro')?.source).toBe('staging');
    expect(index.get('/new-page')?.source).toBe('staging');
    expect(index.get('/guides')?.source).toBe('content');
  });
});
