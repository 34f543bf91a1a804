import { spawn } from 'node:child_process';
import { cp, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { copyProject, DEV_PORT, dropFirstQuestionMark, WAKU, withFileChanged } from './support/throwaway-project';

/** The preview token the development server runs with, which the draft hint must never print. */
const PREVIEW_TOKEN = 'a'.repeat(40);

/** Starts `waku dev` in `cwd`; resolves with its address once it answers, and what it has printed so far on call. */
const startDevServer = async (cwd: string) => {
  const url = `http://127.0.0.1:${DEV_PORT}`;
  const child = spawn(process.execPath, [WAKU, 'dev', '--host', '127.0.0.1', '--port', DEV_PORT], {
    cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, PREVIEW_TOKEN },
  });
  let output = '';
  const collect = (chunk: Buffer) => (output += chunk);
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  for (let tries = 0; ; tries++) {
    const answered = await fetch(`${url}/favicon.ico`).then(
      () => true,
      () => false,
    );
    if (answered) break;
    if (tries > 120) throw new Error('waku dev did not answer within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { url, printed: () => output, stop: () => child.kill('SIGTERM') };
};

/**
 * One development server for every test, as an editor keeps one running: each
 * test changes files and asks until the server shows what it must (its file
 * watcher takes a moment), so a page served before the change never counts.
 */
describe('in development', () => {
  let dir: string;
  let server: Awaited<ReturnType<typeof startDevServer>> | undefined;
  beforeAll(async () => {
    dir = await copyProject();
    server = await startDevServer(dir);
  }, 120_000);
  afterAll(async () => {
    server?.stop();
    await rm(dir, { recursive: true, force: true });
  });

  /**
   * The answer at `address` once it is a whole page (while the server reloads after a change, a page
   * may render without its body) for which `shows` holds; the last answer after 30 s otherwise.
   */
  const answerShowing = async (address: string, shows: (html: string) => boolean) => {
    for (let tries = 0; ; tries++) {
      const response = await fetch(`${server!.url}${address}`);
      const html = await response.text();
      if ((html.includes('</h1>') && shows(html)) || tries >= 60) return { status: response.status, html };
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  };

  it('a content file with a mistake shows its file, line and problem on its page; other pages still work', async () => {
    await withFileChanged(
      path.join(dir, 'private/content/broken.md'),
      () => '---\ntitle: A page with a typo\ndescriptoin: The field name is misspelt.\n---\n\nText\n',
      async () => {
        const { html } = await answerShowing('/broken', (page) => page.includes('private/content/broken.md'));
        expect(html).toContain('This page&#x27;s file has an error');
        expect(html).toContain('private/content/broken.md');
        expect(html).toContain('description: missing, but required');
        const about = await answerShowing('/about', (page) => page.includes('About us'));
        expect(about.status, server!.printed()).toBe(200);
        expect(about.html).toContain('About us');
      },
    );
  }, 120_000);

  it('a landing YAML mistake shows its file and line on the landing page, not "Internal Server Error"', async () => {
    await withFileChanged(path.join(dir, 'private/landing/faq.yaml'), dropFirstQuestionMark, async () => {
      const { html } = await answerShowing('/', (page) => page.includes('private/landing/faq.yaml'));
      expect(html).toContain('This page&#x27;s file has an error');
      expect(html).toMatch(/private\/landing\/faq\.yaml:\d+</);
      const about = await answerShowing('/about', (page) => page.includes('About us'));
      expect(about.status, server!.printed()).toBe(200);
    });
  }, 120_000);

  it('mistakes in several landing files show every file’s problems on the landing page, as one does', async () => {
    const shortTitle = (yaml: string) => yaml.replace(/^title: .*$/m, 'title: Short');
    await withFileChanged(path.join(dir, 'private/landing/hero.yaml'), shortTitle, () =>
      withFileChanged(path.join(dir, 'private/landing/faq.yaml'), dropFirstQuestionMark, async () => {
        const both = (page: string) => page.includes('private/landing/hero.yaml') && page.includes('private/landing/faq.yaml');
        const { html } = await answerShowing('/', both);
        expect(html).toContain('This page&#x27;s files have errors');
        expect(html).toMatch(/private\/landing\/hero\.yaml:2<[^]*title: 5 characters, at least 10/);
        expect(html).toMatch(/private\/landing\/faq\.yaml:\d+<[^]*end it with a question mark/);
      }),
    );
  }, 120_000);

  it('a mistake in company.yaml shows its problems on every content page and at a missing address, as on the landing page', async () => {
    const mistaken = (yaml: string) => yaml.replace(/^vatId:/m, 'vatID:').replace(/^founded: \d+$/m, 'founded: twenty-twelve');
    await withFileChanged(path.join(dir, 'private/company.yaml'), mistaken, async () => {
      for (const address of ['/', '/about', '/services/web-applications', '/no-such-page']) {
        const { status, html } = await answerShowing(address, (page) => page.includes('private/company.yaml'));
        expect(status, address).toBe(200);
        expect(html, address).toContain('This page&#x27;s file has an error');
        expect(html, address).toMatch(/private\/company\.yaml:\d+<[^]*vatId: missing, but required/);
        expect(html, address).toMatch(/private\/company\.yaml:\d+<[^]*founded: write a number/);
      }
    });
  }, 120_000);

  it('the missing page at a draft’s address says it is a draft and how to preview it, without the token', async () => {
    // The test before restored company.yaml, so the server may still be reloading: ask until it settles.
    const { status, html } = await answerShowing('/services/ai-assistants', (page) => page.includes('draft-hint'));
    expect(status, server!.printed()).toBe(404);
    expect(html).toMatch(/<p data-testid="draft-hint"[^>]*>This page is a draft/);
    expect(html).toContain('private/content/services/ai-assistants.md');
    expect(html).toContain('PREVIEW_TOKEN=&lt;token&gt; npm run dev');
    expect(html).toContain('?preview=&lt;token&gt;');
    expect(html).not.toContain(PREVIEW_TOKEN);
    // Any other missing page says nothing about drafts.
    const missing = await answerShowing('/services/no-such-page', () => true);
    expect(missing.status, server!.printed()).toBe(404);
    expect(missing.html).not.toContain('<p data-testid="draft-hint"');
  }, 120_000);

  it('a landing file under a name the page does not read shows on the landing page, as the build names it', async () => {
    await rename(path.join(dir, 'private/landing/faq.yaml'), path.join(dir, 'private/landing/faqs.yaml'));
    try {
      const { html } = await answerShowing('/', (page) => page.includes('private/landing/faqs.yaml'));
      expect(html).toContain('This page&#x27;s files have errors');
      expect(html).toMatch(/private\/landing\/faq\.yaml<[^]*missing: it holds the landing page&#x27;s faq section/);
      expect(html).toMatch(
        /private\/landing\/faqs\.yaml<[^]*not read: the landing page&#x27;s sections are contact\.yaml, faq\.yaml/,
      );
    } finally {
      await rename(path.join(dir, 'private/landing/faqs.yaml'), path.join(dir, 'private/landing/faq.yaml'));
    }
  }, 120_000);

  it('a content file that would be the page at / shows why on the landing page', async () => {
    await withFileChanged(
      path.join(dir, 'private/content/index.md'),
      () => '---\ntitle: Welcome home\ndescription: A home page written as a content file by mistake.\n---\n\nText\n',
      async () => {
        const { html } = await answerShowing('/', (page) => page.includes('private/content/index.md'));
        expect(html).toContain('This page&#x27;s file has an error');
        expect(html).toMatch(/private\/content\/index\.md<[^]*the path &quot;\/&quot; is the landing page/);
      },
    );
  }, 120_000);

  it('a file the build would refuse by its name shows why at the address it was meant for', async () => {
    await writeFile(
      path.join(dir, 'private/content/offers.MD'),
      '---\ntitle: Offers\ndescription: Current offers for new clients.\n---\n\nText\n',
    );
    await cp(path.join(dir, 'private/content/press.md'), path.join(dir, 'private/content/press/index.md'), {
      recursive: true,
    });
    await writeFile(
      path.join(dir, 'private/content/Special Offers.md'),
      '---\ntitle: Special offers\ndescription: Current special offers for new clients.\n---\n\nText\n',
    );
    // Addresses are lowercase with dashes: that is where the editor looks for the page.
    const special = await answerShowing('/special-offers', (page) => page.includes('private/content/Special Offers.md'));
    expect(special.status).toBe(200);
    expect(special.html).toContain('which is not a valid page path (lowercase letters, digits and dashes only)');
    // At its address as written, too: still a missing page, which says why.
    const asWritten = await answerShowing('/Special%20Offers', (page) => page.includes('private/content/Special Offers.md'));
    expect(asWritten.status, server!.printed()).toBe(404);
    expect(asWritten.html).toContain('private/content/Special Offers.md');
    const offers = (await answerShowing('/offers', (page) => page.includes('private/content/offers.MD'))).html;
    expect(offers).toContain('content files must end in &quot;.md&quot; (lowercase)');
    const press = (await answerShowing('/press', (page) => page.includes('private/content/press/index.md'))).html;
    expect(press).toContain('This page&#x27;s file has an error');
    expect(press).toContain('gives the same path &quot;/press&quot; as private/content/press.md: keep one of them');
  }, 120_000);
});
