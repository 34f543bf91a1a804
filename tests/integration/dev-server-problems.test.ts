import { spawn } from 'node:child_process';
import { cp, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { copyProject, DEV_PORT, dropFirstQuestionMark, run, WAKU, withFileChanged } from './support/throwaway-project';

/** Runs `waku dev` in `cwd` until `use` is done with it; resolves once it answers. */
const withDevServer = async (cwd: string, use: (url: string) => Promise<void>, env: Record<string, string> = {}) => {
  const url = `http://127.0.0.1:${DEV_PORT}`;
  const child = spawn(process.execPath, [WAKU, 'dev', '--host', '127.0.0.1', '--port', DEV_PORT], {
    cwd,
    stdio: 'ignore',
    env: { ...process.env, ...env },
  });
  try {
    for (let tries = 0; ; tries++) {
      const answered = await fetch(`${url}/favicon.ico`).then(
        () => true,
        () => false,
      );
      if (answered) break;
      if (tries > 120) throw new Error('waku dev did not answer within 60 s');
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    await use(url);
  } finally {
    child.kill('SIGTERM');
  }
};

describe('in development', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await copyProject();
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('a content file with a mistake shows its file, line and problem on its page; other pages still work', async () => {
    await writeFile(
      path.join(dir, 'private/content/broken.md'),
      '---\ntitle: A page with a typo\ndescriptoin: The field name is misspelt.\n---\n\nText\n',
    );
    await withDevServer(dir, async (url) => {
      const broken = await (await fetch(`${url}/broken`)).text();
      expect(broken).toContain('This page&#x27;s file has an error');
      expect(broken).toContain('private/content/broken.md');
      expect(broken).toContain('description: missing, but required');
      const about = await fetch(`${url}/about`);
      expect(about.status).toBe(200);
      expect(await about.text()).toContain('About us');
    });
  }, 120_000);

  it('a landing YAML mistake shows its file and line on the landing page, not "Internal Server Error"', async () => {
    await withFileChanged(path.join(dir, 'private/landing/faq.yaml'), dropFirstQuestionMark, () =>
      withDevServer(dir, async (url) => {
        const landing = await fetch(`${url}/`);
        const html = await landing.text();
        expect(html).toContain('This page&#x27;s file has an error');
        expect(html).toMatch(/private\/landing\/faq\.yaml:\d+</);
        expect((await fetch(`${url}/about`)).status).toBe(200);
      }),
    );
  }, 120_000);

  it('mistakes in several landing files show every file’s problems on the landing page, as one does', async () => {
    const shortTitle = (yaml: string) => yaml.replace(/^title: .*$/m, 'title: Short');
    await withFileChanged(path.join(dir, 'private/landing/hero.yaml'), shortTitle, () =>
      withFileChanged(path.join(dir, 'private/landing/faq.yaml'), dropFirstQuestionMark, () =>
        withDevServer(dir, async (url) => {
          const html = await (await fetch(`${url}/`)).text();
          expect(html).toContain('This page&#x27;s files have errors');
          expect(html).toMatch(/private\/landing\/hero\.yaml:2<[^]*title: 5 characters, at least 10/);
          expect(html).toMatch(/private\/landing\/faq\.yaml:\d+<[^]*end it with a question mark/);
        }),
      ),
    );
  }, 120_000);

  it('a mistake in company.yaml shows its problems on every content page and at a missing address, as on the landing page', async () => {
    const mistaken = (yaml: string) => yaml.replace(/^vatId:/m, 'vatID:').replace(/^founded: \d+$/m, 'founded: twenty-twelve');
    await withFileChanged(path.join(dir, 'private/company.yaml'), mistaken, () =>
      withDevServer(dir, async (url) => {
        for (const address of ['/', '/about', '/services/web-applications', '/no-such-page']) {
          const response = await fetch(`${url}${address}`);
          expect(response.status, address).toBe(200);
          const html = await response.text();
          expect(html, address).toContain('This page&#x27;s file has an error');
          expect(html, address).toMatch(/private\/company\.yaml:\d+<[^]*vatId: missing, but required/);
          expect(html, address).toMatch(/private\/company\.yaml:\d+<[^]*founded: write a number/);
        }
      }),
    );
  }, 120_000);

  it('the missing page at a draft’s address says it is a draft and how to preview it, without the token', async () => {
    const token = 'a'.repeat(40);
    await withDevServer(
      dir,
      async (url) => {
        const draft = await fetch(`${url}/services/ai-assistants`);
        expect(draft.status).toBe(404);
        const html = await draft.text();
        expect(html).toMatch(/<p data-testid="draft-hint"[^>]*>This page is a draft/);
        expect(html).toContain('private/content/services/ai-assistants.md');
        expect(html).toContain('PREVIEW_TOKEN=&lt;token&gt; npm run dev');
        expect(html).toContain('?preview=&lt;token&gt;');
        expect(html).not.toContain(token);
        // Any other missing page says nothing about drafts.
        const missing = await fetch(`${url}/services/no-such-page`);
        expect(missing.status).toBe(404);
        expect(await missing.text()).not.toContain('<p data-testid="draft-hint"');
      },
      { PREVIEW_TOKEN: token },
    );
  }, 120_000);

  it('a landing file under a name the page does not read shows on the landing page, as the build names it', async () => {
    await rename(path.join(dir, 'private/landing/faq.yaml'), path.join(dir, 'private/landing/faqs.yaml'));
    try {
      await withDevServer(dir, async (url) => {
        const html = await (await fetch(`${url}/`)).text();
        expect(html).toContain('This page&#x27;s files have errors');
        expect(html).toMatch(/private\/landing\/faq\.yaml<[^]*missing: it holds the landing page&#x27;s faq section/);
        expect(html).toMatch(
          /private\/landing\/faqs\.yaml<[^]*not read: the landing page&#x27;s sections are contact\.yaml, faq\.yaml/,
        );
      });
    } finally {
      await rename(path.join(dir, 'private/landing/faqs.yaml'), path.join(dir, 'private/landing/faq.yaml'));
    }
  }, 120_000);

  it('a content file that would be the page at / shows why on the landing page', async () => {
    await withFileChanged(
      path.join(dir, 'private/content/index.md'),
      () => '---\ntitle: Welcome home\ndescription: A home page written as a content file by mistake.\n---\n\nText\n',
      () =>
        withDevServer(dir, async (url) => {
          const html = await (await fetch(`${url}/`)).text();
          expect(html).toContain('This page&#x27;s file has an error');
          expect(html).toMatch(/private\/content\/index\.md<[^]*the path &quot;\/&quot; is the landing page/);
        }),
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
    await withDevServer(dir, async (url) => {
      // Addresses are lowercase with dashes: that is where the editor looks for the page.
      const special = await fetch(`${url}/special-offers`);
      expect(special.status).toBe(200);
      const specialHtml = await special.text();
      expect(specialHtml).toContain('private/content/Special Offers.md');
      expect(specialHtml).toContain('which is not a valid page path (lowercase letters, digits and dashes only)');
      // At its address as written, too: still a missing page, which says why.
      const asWritten = await fetch(`${url}/Special%20Offers`);
      expect(asWritten.status).toBe(404);
      expect(await asWritten.text()).toContain('private/content/Special Offers.md');
      const offers = await (await fetch(`${url}/offers`)).text();
      expect(offers).toContain('private/content/offers.MD');
      expect(offers).toContain('content files must end in &quot;.md&quot; (lowercase)');
      const press = await (await fetch(`${url}/press`)).text();
      expect(press).toContain('This page&#x27;s file has an error');
      expect(press).toContain('gives the same path &quot;/press&quot; as private/content/press.md: keep one of them');
    });
  }, 120_000);
});
