import { execFile, spawn } from 'node:child_process';
import { cp, mkdtemp, readFile, rename, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve('.');
const COPIED = ['src', 'private', 'public', 'waku.config.ts', 'package.json', 'tsconfig.json'];

/** A throwaway copy of the project, sharing node_modules, so a build can be broken on purpose. */
const copyProject = async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'site-validation-'));
  for (const entry of COPIED) await cp(path.join(ROOT, entry), path.join(dir, entry), { recursive: true });
  await symlink(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'));
  return dir;
};

// Without the test runner's NODE_ENV=test, which would build in development mode, unlike `npm run build`.
const { NODE_ENV: _testRunnerMode, ...ENV } = process.env;

const run = (cwd: string, args: string[], env: Record<string, string> = {}) =>
  promisify(execFile)(process.execPath, args, { cwd, env: { ...ENV, ...env }, maxBuffer: 20 * 1024 * 1024 }).then(
    ({ stdout, stderr }) => ({ code: 0, output: stdout + stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, output: error.stdout + error.stderr }),
  );

const WAKU = path.join(ROOT, 'node_modules/waku/cli.js');
// Beside the browser tests' ports, so two checkouts testing side by side never collide.
const PORT = String(Number(process.env.E2E_PORT_BASE ?? 4180) + 19);

/** Starts a server script (the Node server by default) and collects what it prints until it exits or 10 s pass. */
const start = (cwd: string, env: Record<string, string>, script = 'scripts/serve.mjs') =>
  new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, [script], {
      cwd,
      env: { ...ENV, PORT, HOST: '127.0.0.1', ...env },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const timer = setTimeout(() => child.kill('SIGTERM'), 10_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });

/** Rewrites `file` while `use` runs, then puts back what was there (or removes it if it was new), even if `use` throws. */
const withFileChanged = async <T>(file: string, change: (text: string) => string, use: () => Promise<T>) => {
  const original = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
  await writeFile(file, change(original ?? ''));
  try {
    return await use();
  } finally {
    await (original === undefined ? rm(file) : writeFile(file, original));
  }
};

/** The landing FAQ mistake both the build and the dev server must report: a question without its question mark. */
const dropFirstQuestionMark = (yaml: string) => yaml.replace(/(question: [^\n]*)\?\n/, '$1\n');

/** Builds the copy in `dir` with one file changed; the file is restored so later tests build the real site. */
const buildWith = (dir: string, file: string, change: (text: string) => string) =>
  withFileChanged(path.join(dir, file), change, () => run(dir, [WAKU, 'build']));

describe('validation at build and at start', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await copyProject();
    await cp(path.join(ROOT, 'scripts'), path.join(dir, 'scripts'), { recursive: true });
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  // First, so that the builds below that fail find a finished build in dist/ to replace.
  it('the server refuses to start with a bad value from its environment', async () => {
    const { code } = await run(dir, [WAKU, 'build']);
    expect(code).toBe(0);
    // The environment, and what the server must say: only that, without the bundle's code or a stack trace.
    const refusals: [Record<string, string>, string][] = [
      [{ PREVIEW_TOKEN: 'short' }, 'PREVIEW_TOKEN must be at least 32 characters'],
      [
        { PREVIEW_TOKEN: 'Ab+cD/efGhIjKlMnOpQrStUvWxYz0123456789abcd=' },
        'PREVIEW_TOKEN may hold only letters, digits and - . _ ~',
      ],
      [{ PREVIEW_ALLOWED_ORIGINS: 'not a url' }, 'PREVIEW_ALLOWED_ORIGINS: "not a url" must be an http:// or https:// URL'],
      [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY must be 1 (behind a reverse proxy) or 0 (none), not "true"'],
      [{ PREVIOUS_PUBLIC_DIR: 'previous/public' }, 'PREVIOUS_PUBLIC_DIR must be an absolute path'],
      [{ HOST: 'not a host' }, 'HOST "not a host" is not an address of this machine'],
    ];
    for (const [env, message] of refusals) {
      const { code: exitCode, output } = await start(dir, env);
      expect(exitCode, message).not.toBe(0);
      expect(output).toContain(message);
      expect(output, message).not.toContain('    at ');
      expect(output, message).not.toContain('dist/server/');
    }
  }, 120_000);

  it('bad files fail the build all at once, each problem with its path and line', async () => {
    const { code, output } = await withFileChanged(
      path.join(dir, 'private/content/broken.md'),
      () =>
        '---\ntitle: Hi\ndescription: A description that is long enough to pass.\nsummary: Short\n---\n\nText\n\n:::marquee\nSoon\n:::\n',
      () => buildWith(dir, 'private/landing/faq.yaml', dropFirstQuestionMark),
    );
    expect(code).not.toBe(0);
    expect(output).toContain('4 problems to fix:\n');
    // Every problem of a file, file by file.
    expect(output).toMatch(
      /\n\n {2}private\/content\/broken\.md:2: title:[^\n]*\n {2}private\/content\/broken\.md:4: summary: unknown field[^\n]*\n {2}private\/content\/broken\.md:9:1: unknown directive "marquee"/,
    );
    expect(output).toMatch(/ {2}private\/landing\/faq\.yaml:\d+: items\[1\]\.question: /);
    // Mistakes in content, not in code: no stack trace into the site's code follows them.
    expect(output).not.toMatch(/^\s+at /m);
  }, 120_000);

  it('a landing YAML mistake fails the build with its path and line, before any page is rendered', async () => {
    const { code, output } = await buildWith(dir, 'private/landing/faq.yaml', dropFirstQuestionMark);
    expect(code).not.toBe(0);
    expect(output).toMatch(/private\/landing\/faq\.yaml:\d+: items\[1\]\.question: /);
    // A failed render would end with React's "message is omitted in production builds".
    expect(output).not.toContain('Error during rendering');
    expect(output).not.toContain('omitted in production');
  }, 120_000);

  it('a link to an anchor the landing page does not have, or a header link to a section it no longer shows, fails the build; nothing serves what it left', async () => {
    const withoutWhySection = (page: string) => page.replace(/^\s*<WhySection [^>]*\/>\n/m, '');
    const { code, output } = await withFileChanged(path.join(dir, 'src/pages/index.tsx'), withoutWhySection, () =>
      buildWith(dir, 'private/content/services/index.md', (markdown) => markdown.replace('(/#contact)', '(/#contakt)')),
    );
    expect(code).not.toBe(0);
    expect(output).toMatch(
      /private\/content\/services\/index\.md:\d+:\d+: links to \/#contakt, but \/ has no heading or section "contakt": did you mean #contact\?/,
    );
    expect(output).toContain(
      'src/lib/landing-sections.ts: the header links to #why, which the landing page does not have: place its section in src/pages/index.tsx, or remove it here',
    );

    // The build stopped after Waku's own pages, before the content pages: dist/ holds / but
    // not /about, beside the previous build's serve-node.js. Neither server may serve that.
    for (const script of ['scripts/serve.mjs', 'scripts/nginx/serve-static.mjs']) {
      const served = await start(dir, {}, script);
      expect(served.code, script).toBe(1);
      expect(served.output, script).toContain('dist/ holds an unfinished build: run `npm run build`');
    }
  }, 120_000);

  it('a page file in src/pages that the sitemap does not list fails the build, saying where to list it', async () => {
    const { code, output } = await buildWith(
      dir,
      'src/pages/partners.tsx',
      () =>
        "export default function Partners() {\n  return <h1>Partners</h1>;\n}\n\nexport const getConfig = async () => ({ render: 'static' }) as const;\n",
    );
    expect(code).not.toBe(0);
    expect(output).toContain(
      'dist/public/partners/index.html is a page, but sitemap.xml does not list /partners: add "/partners" to SITE_PAGES in src/lib/site-pages.ts',
    );
  }, 120_000);

  it('a route rule naming unknown middleware fails the build, naming the field', async () => {
    const { code, output } = await buildWith(dir, 'src/config/app.config.ts', (config) =>
      config.replace("headers: { 'X-Hiring': 'yes, see /careers' }", "middleware: ['track-everyone']"),
    );
    expect(code).not.toBe(0);
    expect(output).toContain('routeRules["/careers"].middleware[0]');
    expect(output).not.toMatch(/^\s+at /m);
  }, 120_000);
});

/** Runs `waku dev` in `cwd` until `use` is done with it; resolves once it answers. */
const withDevServer = async (cwd: string, use: (url: string) => Promise<void>, env: Record<string, string> = {}) => {
  const url = `http://127.0.0.1:${PORT}`;
  const child = spawn(process.execPath, [WAKU, 'dev', '--host', '127.0.0.1', '--port', PORT], {
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
