import { existsSync } from 'node:fs';
import path from 'node:path';

import { beforeEach, describe, expect, it, vi } from 'vitest';

import {
  type ContentIndex,
  type FileErrors,
  getPreviewContent,
  getPublishedIndex,
  overlayIndex,
} from '../../src/content/content-index';
import { ContentError } from '../../src/content/content-error';
import type { ContentPage } from '../../src/content/load-pages';
import { parseMarkdownFile } from '../../src/content/markdown-file';
import { SITE_PAGES } from '../../src/lib/site-pages';
import { appConfig } from '../../src/config';
import { createRouteRuleMatcher } from '../../src/lib/route-rules';
import { type BuiltSite, findStagingProblems } from '../../src/server/preview/staging-problems';

// The published site is the real one under private/; the staged files are each test's own.
vi.mock('../../src/content/content-index', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/content/content-index')>()),
  getPreviewContent: vi.fn(),
}));

const matcher = createRouteRuleMatcher(appConfig.routeRules);

const staged = async (path: string, source: string): Promise<ContentPage> => {
  const file = `private/staging${path}.md`;
  return { path, file, source: 'staging', ...(await parseMarkdownFile(source, file)) };
};

const page = (title: string, body: string, extra = '') =>
  `---\ntitle: ${title}\ndescription: A staged page about ${title}, for this test only.\n${extra}---\n\n${body}\n`;

let published: ContentIndex;
/** What a build of the published site holds: its pages, the files in public/, and a landing page with its sections. */
const built: BuiltSite = {
  has: (sitePath) =>
    published.has(sitePath) || SITE_PAGES.some((sitePage) => sitePage === sitePath) || existsSync(path.join('public', sitePath)),
  pageHtml: async (sitePath) =>
    sitePath === '/' ? ['services', 'why', 'faq', 'contact'].map((id) => `<section id="${id}"></section>`).join('') : undefined,
};

const stage = (pages: ContentPage[], stagedErrors: FileErrors = new Map(), draftErrors: FileErrors = new Map()) =>
  vi.mocked(getPreviewContent).mockResolvedValue({
    index: overlayIndex([...published.values()], pages),
    stagedErrors,
    draftErrors,
  });

describe('what publishing the staged files would refuse', () => {
  beforeEach(async () => {
    published = await getPublishedIndex();
  });

  it('finds nothing when the staged pages link to pages, new staged pages and files', async () => {
    stage([
      await staged(
        '/services/audits',
        page('Audits', 'See [about](/about), [the new one](/services/reviews) and [logo](/logo.svg).'),
      ),
      await staged('/services/reviews', page('Reviews', 'Back to [audits](/services/audits#top).')),
    ]);
    expect((await findStagingProblems({ built, matcher })).problems).toEqual([]);
  });

  it('names file, line, column and target of a link nothing would answer, a staged draft included', async () => {
    stage([
      await staged(
        '/services/audits',
        page('Audits', 'Typo: [apps](/servces/web-applications).\n\nDraft: [reviews](/services/reviews).'),
      ),
      await staged('/services/reviews', page('Reviews', 'Not ready.', 'draft: true\n')),
    ]);
    expect((await findStagingProblems({ built, matcher })).problems).toEqual([
      {
        file: 'private/staging/services/audits.md',
        line: 6,
        column: 7,
        reason:
          'links to /servces/web-applications, which is no page or file of this site: did you mean /services/web-applications?',
      },
      {
        file: 'private/staging/services/audits.md',
        line: 8,
        column: 8,
        reason:
          'links to /services/reviews, which is a draft (private/staging/services/reviews.md): publish it or change the link',
      },
    ]);
  });

  it('names an anchor that neither a staged page nor the landing page has', async () => {
    stage([
      await staged(
        '/services/audits',
        page('Audits', '## Scope\n\n[Write to us](/#contakt), [scope](/services/audits#scope), [us](/#contact).'),
      ),
    ]);
    expect((await findStagingProblems({ built, matcher })).problems).toEqual([
      {
        file: 'private/staging/services/audits.md',
        line: 8,
        column: 1,
        reason: 'links to /#contakt, but / has no heading or section "contakt": did you mean #contact?',
      },
    ]);
  });

  it('names a staged page that a route rule redirects away, which cannot be previewed at all', async () => {
    stage([await staged('/team', page('Our team', 'Seven engineers.'))]);
    expect((await findStagingProblems({ built, matcher })).problems).toEqual([
      {
        file: 'private/staging/team.md',
        line: undefined,
        reason: 'a route rule redirects /team to /about, so this page could never be seen: remove the rule or the file',
      },
    ]);
  });

  it('names a staged page with the title of a published one, which search results could not tell apart', async () => {
    stage([await staged('/about-the-team', page('About us', 'Seven engineers and an office manager.'))]);
    expect((await findStagingProblems({ built, matcher })).problems).toEqual([
      {
        file: 'private/staging/about-the-team.md',
        line: undefined,
        reason:
          'title: the same as the title of private/content/about.md; give each page its own, or search results show two pages alike',
      },
    ]);
  });

  it('names the links elsewhere that a staged draft of a published page would break, and the draft', async () => {
    stage([
      await staged('/about', page('About us', 'Being rewritten.', 'draft: true\n')),
      await staged('/partners', page('Our partners', 'Meet [the team](/team) behind each partnership.')),
    ]);
    const { problems } = await findStagingProblems({ built, matcher });
    const draft = 'a draft (private/staging/about.md): publish it or change the link';
    expect(problems).toContainEqual({
      file: 'src/config/app.config.ts',
      reason: `footer.smallLinks[${appConfig.footer.smallLinks.findIndex((link) => link.to === '/about')}].to: "/about" is ${draft}`,
    });
    expect(problems).toContainEqual({
      file: 'src/config/app.config.ts',
      reason: `routeRules["/team"].redirect.to: "/about" is ${draft}`,
    });
    expect(problems).toContainEqual({
      file: 'private/content/careers.md',
      line: expect.any(Number),
      column: expect.any(Number),
      reason: `links to /about, which is ${draft}`,
    });
    // /team is a route rule's way to /about.
    expect(problems).toContainEqual({
      file: 'private/staging/partners.md',
      line: expect.any(Number),
      column: expect.any(Number),
      reason: `links to /team, which is redirected to /about, ${draft}`,
    });
  });

  it('lists staged files that cannot be read', async () => {
    const error = new ContentError('private/staging/services/broken.md', 2, 'description: missing, but required');
    stage([], new Map([['/services/broken', error]]));
    expect((await findStagingProblems({ built, matcher })).problems).toEqual([
      { file: 'private/staging/services/broken.md', line: 2, reason: 'description: missing, but required' },
    ]);
  });

  it('lists every problem of a staged file, not only its first', async () => {
    const file = 'private/staging/services/broken.md';
    const error = await parseMarkdownFile('---\ntitle: Broken\ndraft: maybe\n---\n\n[nowhere]()\n', file).catch(
      (caught: ContentError) => caught,
    );
    stage([], new Map([['/services/broken', error as ContentError]]));
    expect((await findStagingProblems({ built, matcher })).problems).toEqual([
      { file, line: 2, reason: 'description: missing, but required' },
      { file, line: 3, reason: 'draft: write true or false' },
      { file, line: 6, column: 1, reason: expect.stringContaining('a link without an address') },
    ]);
  });

  it('notes, without calling it a problem, a file in public/ that this build does not have yet', async () => {
    const timeline = '/images/first-project-timeline.svg';
    const olderBuild: BuiltSite = { ...built, has: (sitePath) => sitePath !== timeline && built.has(sitePath) };
    stage([
      await staged(
        '/services/audits',
        page('Audits', `![Timeline of an audit](${timeline})\n\nThe [timeline](${timeline}) and a [typo](/images/timeline.svg).`),
      ),
    ]);
    const file = 'private/staging/services/audits.md';
    const { problems, notes } = await findStagingProblems({ built: olderBuild, matcher });
    expect(problems).toEqual([
      { file, line: 8, column: 58, reason: 'links to /images/timeline.svg, which is no page or file of this site' },
    ]);
    // Published pages that show the image get the same note.
    expect(notes.filter((note) => note.file === file)).toEqual([
      {
        file,
        line: 6,
        column: 1,
        reason: `image ${timeline} is in public/ but not in this build yet, so the preview cannot show it: it is published with the next build`,
      },
      {
        file,
        line: 8,
        column: 5,
        reason: `links to ${timeline}, which is in public/ but not in this build yet: it is published with the next build`,
      },
    ]);
  });

  it("notes a draft's own links that would stop the build once it is published, without calling them problems", async () => {
    stage([
      await staged(
        '/services/reviews',
        page(
          'Reviews',
          'See [apps](/servces/web-applications), [us](/#contakt), [audits](/services/audits) and [about](/about).',
          'draft: true\n',
        ),
      ),
      // A link between two drafts is fine once both are published.
      await staged('/services/audits', page('Audits', 'Not ready either.', 'draft: true\n')),
    ]);
    const file = 'private/staging/services/reviews.md';
    const { problems, notes } = await findStagingProblems({ built, matcher });
    expect(problems).toEqual([]);
    expect(notes).toEqual([
      {
        file,
        line: 7,
        column: 5,
        reason:
          'once this draft is published: links to /servces/web-applications, which is no page or file of this site: did you mean /services/web-applications?',
      },
      {
        file,
        line: 7,
        column: 40,
        reason:
          'once this draft is published: links to /#contakt, but / has no heading or section "contakt": did you mean #contact?',
      },
    ]);
  });

  it('notes the mistakes of a draft in private/content/, which stop no build until it is published, without calling them problems', async () => {
    const file = 'private/content/services/roadmap.md';
    const broken = await parseMarkdownFile(page('Roadmap', '#### Next year', 'draft: true\n'), file).catch(
      (error: ContentError) => error,
    );
    stage([], new Map(), new Map([['/services/roadmap', broken as ContentError]]));
    const { problems, notes } = await findStagingProblems({ built, matcher });
    expect(problems).toEqual([]);
    expect(notes).toEqual([
      {
        file,
        line: 7,
        column: 1,
        reason: expect.stringMatching(/^once this draft is published: .*####/),
      },
    ]);
  });

  it('lets links pass where nothing is built to check them against (waku dev)', async () => {
    stage([await staged('/services/audits', page('Audits', '[apps](/servces/web-applications)'))]);
    expect(await findStagingProblems({ built: undefined, matcher })).toEqual({ problems: [], notes: [] });
  });
});
