import { rename, rm } from 'node:fs/promises';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  copyProject,
  run,
  WAKU,
  start,
  withFileChanged,
  dropFirstQuestionMark,
  buildWith,
  startServing,
} from './support/throwaway-project';

describe('validation at build and at start', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await copyProject();
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
      // parseInt alone would make these ports 43 and 4302.
      [{ PORT: '43O0' }, 'PORT must be a whole number from 0 to 65535, not "43O0"'],
      [{ PORT: '4302.5' }, 'PORT must be a whole number from 0 to 65535, not "4302.5"'],
    ];
    for (const [env, message] of refusals) {
      const { code: exitCode, output } = await start(dir, env);
      expect(exitCode, message).not.toBe(0);
      expect(output).toContain(message);
      expect(output, message).not.toContain('    at ');
      expect(output, message).not.toContain('dist/server/');
    }
  }, 120_000);

  it('a release copied without part of dist/ is refused at start with what is missing, not a stack trace', async () => {
    for (const part of ['public', 'server']) {
      const away = path.join(dir, `dist-${part}-away`);
      await rename(path.join(dir, 'dist', part), away);
      try {
        const { code, output } = await start(dir, {});
        expect(code, part).not.toBe(0);
        expect(output).toContain("The build's files cannot be read (");
        expect(output).toContain(path.join(dir, 'dist', part));
        expect(output, part).not.toContain('    at ');
      } finally {
        await rename(away, path.join(dir, 'dist', part));
      }
    }
  }, 60_000);

  it('without private/company.yaml the server warns at start, and a preview gets an error page while the site goes on', async () => {
    const company = path.join(dir, 'private/company.yaml');
    await rename(company, `${company}.away`);
    try {
      const token = 'test-preview-token-7f3a9c2e51b84d06';
      const server = await startServing(dir, { PREVIEW_TOKEN: token });
      try {
        const opened = await fetch(`${server.url}about?preview=${token}`, { redirect: 'manual' });
        expect(opened.status).toBe(303);
        const session = opened.headers
          .getSetCookie()
          .map((cookie) => cookie.split(';', 1)[0])
          .join('; ');
        // Before, the first preview took the whole process down.
        for (let attempt = 0; attempt < 2; attempt++)
          expect((await fetch(`${server.url}about`, { headers: { cookie: session } })).status).toBe(500);
        expect((await fetch(server.url)).status).toBe(200);
        expect((await fetch(`${server.url}about`)).status).toBe(200);
      } finally {
        const output = await server.stop();
        expect(output).toContain('Warning: preview cannot read private/company.yaml (ENOENT)');
      }
    } finally {
      await rename(`${company}.away`, company);
    }
  }, 60_000);

  it('bad files fail the build all at once, each problem with its path and line', async () => {
    // A new logo, without the share image and favicons redrawn from it, is one more.
    const { code, output } = await withFileChanged(
      path.join(dir, 'public/logo.svg'),
      (svg) => svg.replace('</svg>', '<circle cx="1" cy="1" r="1"/></svg>'),
      () =>
        withFileChanged(
          path.join(dir, 'private/content/broken.md'),
          () =>
            '---\ntitle: Hi\ndescription: A description that is long enough to pass.\nsummary: Short\n---\n\nText\n\n:::marquee\nSoon\n:::\n',
          () => buildWith(dir, 'private/landing/faq.yaml', dropFirstQuestionMark),
        ),
    );
    expect(code).not.toBe(0);
    expect(output).toContain('5 problems to fix:\n');
    expect(output).toContain(
      '  scripts/assets/brand-images-drawn.json: the share image and the favicons in public/ show another logo than public/logo.svg: run node scripts/assets/render-brand-images.mjs to redraw them\n',
    );
    // Every problem of a file, file by file.
    expect(output).toMatch(
      /\n\n {2}private\/content\/broken\.md:2: title:[^\n]*\n {2}private\/content\/broken\.md:4: summary: unknown field[^\n]*\n {2}private\/content\/broken\.md:9:1: unknown directive "marquee"/,
    );
    expect(output).toMatch(/ {2}private\/landing\/faq\.yaml:\d+: items\[1\]\.question: /);
    // Mistakes in content, not in code: no stack trace into the site's code follows them.
    expect(output).not.toMatch(/^\s+at /m);
  }, 120_000);

  it('a mistake in company.yaml does not hide the mistakes of the files that quote it', async () => {
    const { code, output } = await withFileChanged(
      path.join(dir, 'private/company.yaml'),
      (yaml) => yaml.replace(/^email: .*$/m, 'email: not-an-email'),
      () => buildWith(dir, 'private/landing/faq.yaml', dropFirstQuestionMark),
    );
    expect(code).not.toBe(0);
    expect(output).toContain('2 problems to fix:\n');
    expect(output).toMatch(/ {2}private\/company\.yaml:\d+: email: write an email address/);
    expect(output).toMatch(/ {2}private\/landing\/faq\.yaml:\d+: items\[1\]\.question: /);
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
      expect(served.output, script).toContain(
        'dist/ holds an unfinished build (the last one stopped at a problem it named, or was interrupted), so there is nothing whole to serve: run `npm run build`, fix what it names, and start again',
      );
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

  it('a missing comma in the app configuration stops `waku build`, however started, with its line and column and no stack trace', async () => {
    const { code, output } = await buildWith(dir, 'src/config/app.config.ts', (config) =>
      // The first footer link loses its comma, whichever the configuration lists first.
      config.replace(/^( {6}\{ label: '[^']+', to: '[^']+' \}),$/m, '$1'),
    );
    expect(code).toBe(1);
    expect(output).toMatch(
      /^The app configuration cannot be read:\n {2}- src\/config\/app\.config\.ts:\d+:7: ',' expected: a comma may be missing at the end of the entry before\n$/,
    );
  }, 60_000);

  it('a route rule naming unknown middleware fails the build, naming the field', async () => {
    const { code, output } = await buildWith(dir, 'src/config/app.config.ts', (config) =>
      config.replace(/^( {2}routeRules: \{)$/m, "$1\n    '/partner-area': { middleware: ['track-everyone'] },"),
    );
    expect(code).not.toBe(0);
    expect(output).toContain('routeRules["/partner-area"].middleware[0]');
    expect(output).not.toMatch(/^\s+at /m);
  }, 120_000);

  it('a draft with mistakes stops no build: the build warns of them, the preview shows them on its page, visitors get a 404', async () => {
    const draft = 'private/content/services/ai-assistants.md';
    const withMistakes = (markdown: string) =>
      markdown.replace(/\n\nWe are testing/, '\n\n#### Too deep\n\n![Our assistant](/images/assistant.png)\n\nWe are testing');
    await withFileChanged(path.join(dir, draft), withMistakes, async () => {
      const { code, output } = await run(dir, [WAKU, 'build']);
      expect(code, output).toBe(0);
      expect(output).toContain('Warning: problems in drafts, which stop the build once the draft is published:\n');
      expect(output).toMatch(new RegExp(`  ${draft}:7:1: [^\\n]*####`));
      expect(output).toMatch(new RegExp(`  ${draft}:9:1: [^\\n]*/images/assistant\\.png`));

      const token = 'test-preview-token-7f3a9c2e51b84d06';
      const server = await startServing(dir, { PREVIEW_TOKEN: token });
      try {
        expect((await fetch(`${server.url}services/ai-assistants`)).status).toBe(404);
        const opened = await fetch(`${server.url}services/ai-assistants?preview=${token}`, { redirect: 'manual' });
        const session = opened.headers
          .getSetCookie()
          .map((cookie) => cookie.split(';', 1)[0])
          .join('; ');
        const preview = await fetch(`${server.url}services/ai-assistants`, { headers: { cookie: session } });
        expect(preview.status).toBe(200);
        const html = await preview.text();
        expect(html.includes('This draft has an error'), 'the draft shows its problems').toBe(true);
        expect(html.includes('/images/assistant.png'), 'the missing image is named').toBe(true);
        // This server read private/content/ when it started: Refresh alone would not show a fix.
        expect(html.includes('the preview shows it after the next build and restart'), 'how a fix shows').toBe(true);
      } finally {
        await server.stop();
      }
    });
  }, 120_000);
});
