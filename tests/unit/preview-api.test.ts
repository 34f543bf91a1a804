import { describe, expect, it, vi } from 'vitest';

import type { ContentError } from '../../src/content/content-error';
import { getPreviewContent } from '../../src/content/content-index';
import { parseMarkdownFile } from '../../src/content/markdown-file';
import { PREVIEW_API_PATHS } from '../../src/lib/preview';
import { createPreviewApi } from '../../src/server/preview/preview-api';
import { createPreviewCookieValue } from '../../src/server/preview/preview-token';
import { createFailureLimiter } from '../../src/server/preview/rate-limit';

// The staged files are each test's own.
vi.mock('../../src/content/content-index', () => ({ getPreviewContent: vi.fn() }));

const TOKEN = 'a-preview-token-of-some-length';
const api = (token: string | undefined) =>
  createPreviewApi({
    getToken: () => token,
    allowedOrigins: [],
    limiter: createFailureLimiter({ limit: 3 }),
    findStagingProblems: async () => ({ problems: [], notes: [] }),
  });
const status = (bearer: string) =>
  new Request(`https://www.example.com${PREVIEW_API_PATHS.status}`, { headers: { authorization: `Bearer ${bearer}` } });

describe('preview API status', () => {
  it('says preview is off on a server without a token, apart from a refused one', async () => {
    const off = await api(undefined)(status('anything'), '1.2.3.4');
    expect(off.status).toBe(404);
    expect(await off.json()).toEqual({ error: 'preview is off on this server' });
    expect((await api(TOKEN)(status('wrong-token'), '1.2.3.4')).status).toBe(401);
    expect((await api(TOKEN)(status(TOKEN), '1.2.3.4')).status).toBe(200);
  });
});

describe('preview API exit', () => {
  const exit = (headers: Record<string, string>) =>
    api(TOKEN)(new Request(`https://www.example.com${PREVIEW_API_PATHS.exit}?to=%2Fabout`, { headers }), '1.2.3.4');

  it('ends the session for the editor, who leaves it from the bar or types its address', async () => {
    for (const site of ['same-origin', 'none']) {
      const response = await exit({ 'sec-fetch-site': site, 'sec-fetch-mode': 'navigate' });
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('/about');
      expect(response.headers.getSetCookie().join('; '), site).toContain('previewToken=;');
    }
  });

  it('only leads to the page when another site links to it, leaving the session as it is', async () => {
    const response = await exit({ 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/about');
    expect(response.headers.getSetCookie()).toEqual([]);
  });
});

describe('preview API lockout', () => {
  it('tells a static site on another origin how long an address is locked out', async () => {
    const preview = createPreviewApi({
      getToken: () => TOKEN,
      allowedOrigins: ['https://static.example.com'],
      limiter: createFailureLimiter({ limit: 1 }),
      findStagingProblems: async () => ({ problems: [], notes: [] }),
    });
    const fromStaticSite = (bearer: string) =>
      new Request(`https://preview.example.com${PREVIEW_API_PATHS.status}`, {
        headers: { authorization: `Bearer ${bearer}`, origin: 'https://static.example.com' },
      });
    expect((await preview(fromStaticSite('wrong-token'), '1.2.3.4')).status).toBe(401);
    const locked = await preview(fromStaticSite(TOKEN), '1.2.3.4');
    expect(locked.status).toBe(429);
    expect(locked.headers.get('retry-after')).toBe('600');
    // A browser hands a cross-origin script only the headers named here.
    expect(locked.headers.get('access-control-expose-headers')?.toLowerCase().split(/,\s*/)).toContain('retry-after');
  });

  it('keeps answering an editor’s session from an address locked out by someone else’s guesses', async () => {
    const preview = createPreviewApi({
      getToken: () => TOKEN,
      allowedOrigins: [],
      limiter: createFailureLimiter({ limit: 1 }),
      findStagingProblems: async () => ({ problems: [], notes: [] }),
    });
    const office = '1.2.3.4';
    expect((await preview(status('a-guess'), office)).status).toBe(401);
    expect((await preview(status(TOKEN), office)).status).toBe(429);
    const session = `previewToken=${createPreviewCookieValue(TOKEN, Date.now(), 600)}`;
    const withSession = new Request(`https://www.example.com${PREVIEW_API_PATHS.status}`, { headers: { cookie: session } });
    const answer = await preview(withSession, office);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ ok: true });
  });
});

describe('preview API page', () => {
  it('answers a staged file that cannot be shown with every problem of the file, in the preview bar’s order', async () => {
    const file = 'private/staging/services/broken.md';
    const error = await parseMarkdownFile('---\ntitle: Broken\ndraft: maybe\n---\n\n[nowhere]()\n', file).catch(
      (caught: ContentError) => caught,
    );
    vi.mocked(getPreviewContent).mockResolvedValue({
      index: new Map(),
      stagedErrors: new Map([['/services/broken', error as ContentError]]),
      draftErrors: new Map(),
    });
    const request = new Request(`https://www.example.com${PREVIEW_API_PATHS.page}?path=/services/broken`, {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    const answer = await api(TOKEN)(request, '1.2.3.4');
    expect(answer.status).toBe(422);
    expect(await answer.json()).toEqual({
      error: 'staged file cannot be shown',
      problems: [
        { file, line: 2, reason: 'description: missing, but required' },
        { file, line: 3, reason: 'draft: write true or false' },
        { file, line: 6, column: 1, reason: expect.stringContaining('a link without an address') },
      ],
    });
  });

  it('answers a draft in private/content/ that cannot be shown as a draft, for the bar to say it stops no build', async () => {
    const file = 'private/content/services/roadmap.md';
    const error = await parseMarkdownFile(
      '---\ntitle: Roadmap\ndescription: What we plan to offer next year.\ndraft: true\n---\n\n#### Next year\n',
      file,
    ).catch((caught: ContentError) => caught);
    vi.mocked(getPreviewContent).mockResolvedValue({
      index: new Map(),
      stagedErrors: new Map(),
      draftErrors: new Map([['/services/roadmap', error as ContentError]]),
    });
    const request = new Request(`https://www.example.com${PREVIEW_API_PATHS.page}?path=/services/roadmap`, {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    const answer = await api(TOKEN)(request, '1.2.3.4');
    expect(answer.status).toBe(422);
    expect(await answer.json()).toEqual({
      error: 'draft cannot be shown',
      draft: true,
      problems: [{ file, line: 7, column: 1, reason: expect.stringContaining('####') }],
    });
  });
});
