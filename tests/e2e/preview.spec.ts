import { mkdir, readdir, readFile, rm, rmdir, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

import { expect, type Page, type Response, test } from '@playwright/test';

import { STAGED_FILE_ERROR_TITLE } from '../../src/components/pages/staged-file-error';
import { SITE_PAGES } from '../../src/lib/site-pages';
import {
  PREVIEW_ACTIVE_COOKIE,
  PREVIEW_API_PATHS,
  PREVIEW_COOKIE,
  PREVIEW_OFF_ERROR,
  PREVIEW_SESSION_KEY,
  PREVIEW_TOOLS_PATH,
} from '../../src/lib/preview';
import { expectNoAxeViolations } from './support/axe';
import { contrastRatio, srgbOf } from './support/contrast';
import { colourAt } from './support/pixel';
import { DEPLOYMENTS, TEST_PREVIEW_TOKEN } from './support/deployments';
import { publishedPages } from './support/content';
import { STAGED_ONLY_TEXT } from './support/staged-text';
import { delayUntilHidden, delayUntilShown } from './support/pointer-delay';
import { testClientAddress } from './support/client-address';
import { actFrom, previewBar } from './support/preview-client';
import { asReturningVisitor } from './support/visitor';

/**
 * A staged file an editor got wrong, one per deployment so that one
 * project's clean-up never pulls it from under the other: read by the
 * running test server on each preview request.
 */
const brokenStagedFor = (project: string) => ({
  file: `private/staging/services/broken-staged-example-${project}.md`,
  path: `/services/broken-staged-example-${project}`,
});

test.describe('a staged file with an error', () => {
  test.beforeAll(async ({}, testInfo) => {
    await mkdir('private/staging/services', { recursive: true });
    const { file } = brokenStagedFor(testInfo.project.name);
    await writeFile(
      file,
      '---\ntitle: Broken example\ndraft: maybe\n---\n\nThe description is missing, and [this link](contact) is relative.\n',
    );
  });
  test.afterAll(({}, testInfo) => rm(brokenStagedFor(testInfo.project.name).file, { force: true }));
  test.beforeEach(async ({ page }, testInfo) => actFrom(page, testInfo));

  test('shows the editor every problem of its file on its page, placed and ordered as in the bar', async ({ page }, testInfo) => {
    const broken = brokenStagedFor(testInfo.project.name);
    const places = [`${broken.file}:2`, `${broken.file}:3`, `${broken.file}:6:33`];
    const reasons = [
      'description: missing, but required',
      'draft: write true or false',
      `"contact" is a relative link, which the browser resolves against each page's address: write the path from the site root, e.g. "/services/contact"`,
    ];
    await page.goto(`${broken.path}?preview=${TEST_PREVIEW_TOKEN}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(STAGED_FILE_ERROR_TITLE);
    const onPage = page.getByRole('main');
    await expect(onPage.getByTestId('file-problem-file')).toHaveText(places);
    await expect(onPage.getByTestId('file-problem-reason')).toHaveText(reasons);
    const bar = page.getByTestId('staging-problems');
    await bar.getByText(/^Publishing the staged files now would stop the build: /).click();
    await expect(bar.getByRole('listitem').filter({ hasText: broken.file })).toHaveText(
      places.map((place, index) => `${place}: ${reasons[index]}`),
    );
    await expect(page.getByText('Visitors see no page at this address.')).toBeVisible();
    await expect(page.getByTestId('preview-status')).toHaveText('The staged file of this page has an error.');
    await expect(page.getByTestId('preview-source')).toHaveText('staging');
    await expect(page).toHaveTitle(/^This staged page has an error \(preview\)/);
  });

  test('leaves every other page of the preview working', async ({ page }) => {
    await page.goto(`/about?preview=${TEST_PREVIEW_TOKEN}`);
    await expect(page.getByText('Staged update')).toBeVisible();
    await page.goto('/services/data-platforms');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Data platforms');
  });
});

test.describe('a staged draft', () => {
  // One per deployment, as the broken file above.
  const draftFor = (project: string) => `services/staged-draft-example-${project}`;
  test.beforeAll(({}, testInfo) =>
    writeFile(
      `private/staging/${draftFor(testInfo.project.name)}.md`,
      '---\ntitle: Staged draft example\ndescription: A draft kept in staging.\ndraft: true\n---\n\nNot ready yet.\n',
    ),
  );
  test.afterAll(({}, testInfo) => rm(`private/staging/${draftFor(testInfo.project.name)}.md`, { force: true }));
  test.beforeEach(async ({ page }, testInfo) => actFrom(page, testInfo));

  test('is labelled a draft in the bar on either deployment', async ({ page }, testInfo) => {
    await page.goto(`/${draftFor(testInfo.project.name)}?preview=${TEST_PREVIEW_TOKEN}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Staged draft example');
    await expect(page.getByTestId('preview-source')).toHaveText('draft');
  });

  test('being short, fits the window below the bar: nothing to scroll', async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 1920, height: 1300 });
    await asReturningVisitor(page);
    await page.goto(`/${draftFor(testInfo.project.name)}?preview=${TEST_PREVIEW_TOKEN}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Staged draft example');
    await expect(previewBar(page)).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)).toBe(0);
  });
});

test.describe('staged files that would stop the build', () => {
  // Each deployment stages its own files, so one project's clean-up never pulls them from under the other.
  const stagedFor = (project: string) => ({
    typo: {
      file: `private/staging/services/link-typo-${project}.md`,
      source:
        '---\ntitle: Link typo\ndescription: A staged page with a mistyped link.\n---\n\nSee [our apps](/servces/web-applications).\n',
    },
    redirected: {
      file: project === 'server' ? 'private/staging/team.md' : 'private/staging/services/legacy-software.md',
      source:
        '---\ntitle: Redirected\ndescription: A staged page at an address a route rule redirects.\n---\n\nNobody sees this.\n',
    },
    // Published beside press.md (how-we-work.md), the build would find two files for one address.
    clash: {
      file: `private/staging/${project === 'server' ? 'press' : 'how-we-work'}/index.md`,
      source: '---\ntitle: Second file\ndescription: A staged page in a folder of the published page’s name.\n---\n\nText.\n',
    },
  });
  test.beforeEach(async ({ page }, testInfo) => {
    await actFrom(page, testInfo);
    for (const { file, source } of Object.values(stagedFor(testInfo.project.name))) {
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, source);
    }
  });
  test.afterEach(async ({}, testInfo) => {
    for (const { file } of Object.values(stagedFor(testInfo.project.name))) await rm(file, { force: true });
    await rm(path.dirname(stagedFor(testInfo.project.name).clash.file), { recursive: true, force: true });
  });

  test('are listed in the preview bar as the build names them, on any page', async ({ page }, testInfo) => {
    const { typo, redirected, clash } = stagedFor(testInfo.project.name);
    await page.goto(`/careers?preview=${TEST_PREVIEW_TOKEN}`);
    const list = page.getByTestId('staging-problems');
    const summary = list.getByText(/^Publishing the staged files now would stop the build: \d+ problems$/);
    await expect(summary).toBeVisible();
    await expect(list.getByRole('listitem').first()).toBeHidden();
    await summary.click();
    await expect(list.getByRole('listitem').filter({ hasText: typo.file })).toHaveText(
      `${typo.file}:6:5: links to /servces/web-applications, which is no page or file of this site: did you mean /services/web-applications?`,
    );
    const redirectedPath = redirected.file.replace(/^private\/staging/, '').replace(/\.md$/, '');
    await expect(list.getByRole('listitem').filter({ hasText: redirected.file })).toContainText(
      `a route rule redirects ${redirectedPath} to `,
    );
    const clashPath = clash.file.replace(/^private\/staging/, '').replace(/\/index\.md$/, '');
    await expect(list.getByRole('listitem').filter({ hasText: clash.file })).toHaveText(
      `${clash.file}: published as ${clash.file.replace('staging', 'content')}, it would be a second file for ${clashPath} beside private/content${clashPath}.md: delete that one when you publish this`,
    );
    // The published site's own links, the footer's /#faq included, are fine: only staging is listed.
    await expect(list.getByRole('listitem').filter({ hasNotText: 'private/staging/' })).toHaveCount(0);
    // The page itself is unaffected: the published careers page, in preview.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Careers');
    await expect(page.getByTestId('preview-status')).toContainText('Showing staged content');
    await expectNoAxeViolations(page);
  });
});

test.describe('a staged page with an image added to public/ after the build', () => {
  // Each deployment its own files; the image is never built, as on a server that has not been rebuilt yet.
  const filesFor = (project: string) => ({
    image: `public/images/added-after-build-${project}.svg`,
    src: `/images/added-after-build-${project}.svg`,
    staged: `private/staging/services/new-image-${project}.md`,
    path: `/services/new-image-${project}`,
  });
  test.beforeEach(async ({ page }, testInfo) => {
    await actFrom(page, testInfo);
    const { image, src, staged } = filesFor(testInfo.project.name);
    await writeFile(image, await readFile('public/logo.svg'));
    await writeFile(
      staged,
      `---\ntitle: New image\ndescription: A staged page showing an image the build does not have yet.\n---\n\n![Our new diagram](${src})\n`,
    );
  });
  test.afterEach(async ({}, testInfo) => {
    const { image, staged } = filesFor(testInfo.project.name);
    await Promise.all([rm(image, { force: true }), rm(staged, { force: true })]);
  });

  test('is shown, and the bar notes that the next build publishes the image', async ({ page }, testInfo) => {
    const { src, staged, path } = filesFor(testInfo.project.name);
    await page.goto(`${path}?preview=${TEST_PREVIEW_TOKEN}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('New image');
    await expect(page.getByTestId('preview-status')).toContainText('Showing staged content');
    const image = page.getByRole('img', { name: 'Our new diagram' });
    await expect(image).toHaveAttribute('src', src);
    await expect(image).not.toHaveAttribute('width');
    const notes = page.getByTestId('staging-notes');
    await notes.getByText(/^\d+ notes?, which do(es)? not stop the build$/).click();
    await expect(notes.getByRole('listitem').filter({ hasText: staged })).toHaveText(
      `${staged}:6:1: image ${src} is in public/ but not in this build yet, so the preview cannot show it: it is published with the next build`,
    );
    // Not a problem: other tests' staged files may be listed there at the same time, this one never.
    await expect(page.getByTestId('staging-problems').getByRole('listitem').filter({ hasText: staged })).toHaveCount(0);
  });
});

test.describe('a staged file that is not a page', () => {
  const fileFor = (project: string) => `private/staging/landing/services-${project}.yaml`;
  test.beforeEach(async ({ page }, testInfo) => {
    await actFrom(page, testInfo);
    await mkdir('private/staging/landing', { recursive: true });
    await writeFile(fileFor(testInfo.project.name), await readFile('private/landing/services.yaml'));
  });
  test.afterEach(async ({}, testInfo) => {
    await rm(fileFor(testInfo.project.name), { force: true });
    // The other deployment's file may still be there.
    await rmdir('private/staging/landing').catch(() => undefined);
  });

  test('is named in the bar as not previewed, and not as a problem for the build', async ({ page }, testInfo) => {
    const file = fileFor(testInfo.project.name);
    await page.goto(`/?preview=${TEST_PREVIEW_TOKEN}`);
    const notes = page.getByTestId('staging-notes');
    await notes.getByText(/^\d+ notes?, which do(es)? not stop the build$/).click();
    await expect(notes.getByRole('listitem').filter({ hasText: file })).toHaveText(
      `${file}: not previewed, as only pages can be staged: landing sections change when private/landing/ is changed and the site is built`,
    );
    await expect(page.getByTestId('staging-problems').getByRole('listitem').filter({ hasText: file })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});

test('a staging check that fails says so, and the preview carries on', async ({ page }, testInfo) => {
  await actFrom(page, testInfo);
  await page.route('**/api/preview/problems', (route) => route.fulfill({ status: 500, body: 'Internal Server Error' }));
  await page.goto(`/about?preview=${TEST_PREVIEW_TOKEN}`);
  await expect(page.getByTestId('staging-problems')).toHaveText(
    'The staged files could not be checked for what would stop the build.',
  );
  await expect(page.getByTestId('preview-status')).toContainText('Showing staged content');
  await expect(page.getByText('Staged update')).toBeVisible();
});

test('a staging check answered with something else says so in the bar, and why in the console', async ({ page }, testInfo) => {
  await actFrom(page, testInfo);
  const warnings: string[] = [];
  page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
  await page.route('**/api/preview/problems', (route) => route.fulfill({ json: { problems: 'none at all' } }));
  await page.goto(`/about?preview=${TEST_PREVIEW_TOKEN}`);
  await expect(page.getByTestId('staging-problems')).toHaveText(
    'The staged files could not be checked for what would stop the build.',
  );
  expect(warnings.filter((text) => text.startsWith('The staged files could not be checked'))).toEqual([
    expect.stringContaining('{"problems":"none at all"}'),
  ]);
});

test.describe('preview on the Node server', () => {
  test.beforeEach(async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'server', 'server deployment only');
    await actFrom(page, testInfo);
  });

  test('the right token starts a session and renders staged content, uncached and unindexed', async ({ page, context }) => {
    const response = await page.goto(`/about?preview=${TEST_PREVIEW_TOKEN}`);
    const headers = response!.headers();
    expect(headers['cache-control']).toBe('no-store');
    expect(headers['x-robots-tag']).toBe('noindex');
    await expect(page.getByText('Staged update')).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    // Nor does it point search engines at an address (a staged-only page's is still a 404).
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
    await expect(previewBar(page)).toContainText('/about');
    await expect(page.getByTestId('preview-source')).toHaveText('staging');

    const cookie = (await context.cookies()).find((c) => c.name === 'previewToken');
    expect(cookie).toMatchObject({ path: '/', httpOnly: true, sameSite: 'Lax' });
    // Eight hours, not a session cookie (which says -1) and not longer.
    expect(cookie!.expires - Date.now() / 1000).toBeLessThanOrEqual(8 * 3600 + 60);
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(8 * 3600 - 60);
    expect(cookie!.value).not.toContain(TEST_PREVIEW_TOKEN);
  });

  test('the session cookie keeps preview on across navigations, staged-only pages and drafts included', async ({ page }) => {
    await page.goto(`/about?preview=${TEST_PREVIEW_TOKEN}`);
    await page.getByRole('main').getByRole('link', { name: 'how we work' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('How we work');
    await expect(previewBar(page)).toContainText('/how-we-work');
    const staged = await page.goto('/services/data-platforms');
    expect(staged!.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Data platforms');
    await page.goto('/services/ai-assistants');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Document assistants');
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Data platforms');
  });

  test('a session that ran out says so, not that a token was refused, and the next page is the published site alone', async ({
    page,
    context,
  }) => {
    await page.goto(`/about?preview=${TEST_PREVIEW_TOKEN}`);
    await expect(page.getByText('Staged update')).toBeVisible();
    // Eight hours later the browser has dropped the session's cookies; the tab still remembers the preview.
    await context.clearCookies();
    await page.reload();
    await expect(page.getByTestId('preview-status')).toHaveText(
      'The preview session has ended. Open this page with ?preview=<token> again to go on. You see the published site.',
    );
    await expect(page.getByText('Today we are seven engineers', { exact: false })).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Careers' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Careers');
    await expect(previewBar(page)).toHaveCount(0);
  });

  test('a session cookie the server did not sign opens nothing: published pages, and no staged or draft one', async ({
    page,
    context,
    baseURL,
  }) => {
    // A real session's cookie first, to have a value of the right shape to tamper with.
    await page.goto(`/about?preview=${TEST_PREVIEW_TOKEN}`);
    await expect(page.getByText('Staged update')).toBeVisible();
    const signed = (await context.cookies()).find((cookie) => cookie.name === PREVIEW_COOKIE)!.value;
    const [expiry, signature] = signed.split('.');
    for (const forged of ['1', `${Number(expiry) + 3_600_000}.${signature}`, TEST_PREVIEW_TOKEN]) {
      await context.clearCookies();
      // The readable flag too, as a visitor copying an editor's cookies would set it.
      await context.addCookies(
        [
          { name: PREVIEW_COOKIE, value: forged },
          { name: PREVIEW_ACTIVE_COOKIE, value: '1' },
        ].map((cookie) => ({ ...cookie, url: baseURL! })),
      );
      await page.goto('/about');
      await expect(page.getByRole('heading', { level: 1 }), forged).toBeVisible();
      await expect(page.getByText('Staged update'), forged).toHaveCount(0);
      expect((await page.goto('/services/data-platforms'))!.status(), forged).toBe(404);
      expect((await page.goto('/services/ai-assistants'))!.status(), forged).toBe(404);
    }
  });

  test("a missing page stays a 404 in a session, the 404 route's own address included", async ({ page }) => {
    await page.goto(`/about?preview=${TEST_PREVIEW_TOKEN}`);
    await expect(page.getByText('Staged update')).toBeVisible();
    for (const path of ['/no-such-page', '/404']) {
      const response = await page.goto(path);
      expect(response!.status(), path).toBe(404);
      expect(response!.headers()['cache-control'], path).toBe('no-store');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
      // Not "published": nothing is, there.
      await expect(page.getByTestId('preview-source'), path).toHaveText('no page');
    }
  });

  test("a missing page's payload is a 404 in a session, as outside it; a staged-only page's is answered", async ({
    page,
    request,
  }) => {
    await page.goto(`/about?preview=${TEST_PREVIEW_TOKEN}`);
    await expect(page.getByText('Staged update')).toBeVisible();
    for (const path of ['/RSC/R/no-such-page.txt', '/RSC/R/services/no-such-service.txt']) {
      const inSession = await page.request.get(path);
      expect(inSession.status(), path).toBe(404);
      expect(inSession.headers()['cache-control'], path).toBe('no-store');
      expect((await request.get(path)).status(), path).toBe(404);
    }
    const stagedOnly = await page.request.get('/RSC/R/services/data-platforms.txt');
    expect(stagedOnly.status()).toBe(200);
    expect(await stagedOnly.text()).toContain('Staged service page');
    const staged = await page.request.get('/RSC/R/about.txt');
    expect(staged.status()).toBe(200);
    expect(await staged.text()).toContain('Staged update');
  });

  test('a session whose readable flag was cleared gets it back, and the bar with it', async ({ page, context }) => {
    await page.goto(`/about?preview=${TEST_PREVIEW_TOKEN}`);
    await expect(page.getByText('Staged update')).toBeVisible();
    await context.clearCookies({ name: 'preview-active' });
    // A new tab: no session storage that would load the tools by itself.
    const tab = await context.newPage();
    await actFrom(tab, test.info());
    await tab.goto('/careers');
    await expect(previewBar(tab)).toContainText('/careers');
    expect((await context.cookies()).find((cookie) => cookie.name === 'preview-active')?.value).toBe('1');
  });

  test('a wrong token shows the published page and says the token was refused', async ({ page }) => {
    const response = await page.goto('/about?preview=not-the-token');
    expect(response!.status()).toBe(200);
    // Answered where it was asked: only a token that opens a session is redirected away.
    expect(response!.request().redirectedFrom()).toBeNull();
    await expect(page.getByText('Today we are seven engineers', { exact: false })).toBeVisible();
    await expect(page.getByText('Staged update')).toHaveCount(0);
    await expect(page.getByTestId('preview-status')).toContainText('refused');
    const stagedOnly = await page.goto('/services/data-platforms?preview=not-the-token');
    expect(stagedOnly!.status()).toBe(404);
  });

  test('repeated wrong tokens are rate-limited per address', async ({ request }, testInfo) => {
    const guesser = { 'x-forwarded-for': testClientAddress(testInfo, 'guesser') };
    for (let i = 0; i < 5; i++) expect((await request.get(`/about?preview=guess-${i}`, { headers: guesser })).status()).toBe(200);
    const blocked = await request.get('/about?preview=guess-6', { headers: guesser });
    expect(blocked.status()).toBe(429);
    // It says for how long, and where the published page still is.
    expect(await blocked.text()).toContain('Try again in 10 minutes; without ?preview the page shows the published site.');
    expect(blocked.headers()['retry-after']).toBe('600');
    expect((await request.get(`/about?preview=${TEST_PREVIEW_TOKEN}`, { headers: guesser })).status()).toBe(429);
    // The same address without a token still gets the public site.
    expect((await request.get('/about', { headers: guesser })).status()).toBe(200);
    const editor = { 'x-forwarded-for': testClientAddress(testInfo, 'editor') };
    expect((await request.get(`/about?preview=${TEST_PREVIEW_TOKEN}`, { headers: editor })).status()).toBe(200);
  });

  test('another site cannot lock an editor out: the wrong tokens its page has the browser send are not counted', async ({
    page,
  }) => {
    // Another site's page, with six preview links as images and a fetch: the browser sends them from the
    // visitor's address. Served for real, on localhost (another site than 127.0.0.1): Chromium refuses
    // requests to this machine from a page that comes from no address.
    const guesses = Array.from({ length: 6 }, (_, index) => `${DEPLOYMENTS.server.url}/about?preview=guess-${index}`);
    const fetched = `${DEPLOYMENTS.server.url}/about?preview=guess-fetched`;
    const elsewhere = createServer((_, response) =>
      response.writeHead(200, { 'content-type': 'text/html' }).end(
        `<!doctype html><title>Elsewhere</title>${guesses.map((src) => `<img src="${src}" alt="">`).join('')}
        <script>fetch(${JSON.stringify(fetched)}, { mode: 'no-cors' })</script>`,
      ),
    );
    await new Promise<void>((listening) => elsewhere.listen(0, '127.0.0.1', listening));
    try {
      // The browser keeps each answer from that page (Cross-Origin-Resource-Policy), once it has it.
      const settled: string[] = [];
      page.on('requestfailed', (request) => request.url().includes('preview=guess-') && settled.push(request.url()));
      page.on('requestfinished', (request) => request.url().includes('preview=guess-') && settled.push(request.url()));
      await page.goto(`http://localhost:${(elsewhere.address() as AddressInfo).port}/`);
      await expect.poll(() => settled.length).toBe(guesses.length + 1);
    } finally {
      elsewhere.close();
    }

    await page.goto(`/about?preview=${TEST_PREVIEW_TOKEN}`);
    await expect(page.getByText('Staged update')).toBeVisible();
    await expect(page.getByTestId('preview-status')).toContainText('Showing staged content');
  });

  test('the bar explains itself: tooltips after 700 ms, the source card after 700 ms and gone 300 ms after leaving', async ({
    page,
  }) => {
    // The skip delay is run out on the page's clock instead of waited for.
    await page.clock.install();
    await page.goto(`/about?preview=${TEST_PREVIEW_TOKEN}`);
    await expect(page.getByTestId('preview-status')).toContainText('Showing staged content');
    const refresh = previewBar(page).getByRole('button', { name: 'Refresh' });
    const refreshTooltip = await delayUntilShown(page, refresh, 'Load this page again with the latest staged files');
    expect(refreshTooltip).toBeGreaterThanOrEqual(690);
    expect(refreshTooltip).toBeLessThan(2000);
    // Within the skip delay the next tooltip opens at once.
    const exit = previewBar(page).getByRole('button', { name: 'Exit preview' });
    expect(await delayUntilShown(page, exit, 'Leave preview and see the published site')).toBeLessThan(400);
    // Once the skip delay (300 ms) has passed with no tooltip open, the next one waits its 700 ms again.
    await page.mouse.move(5, 600);
    // The delay starts as the last tooltip goes.
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    // Written out, not read from the timing table: a longer skip delay than the 300 ms it asks for must fail.
    await page.clock.runFor(300);
    expect(await delayUntilShown(page, refresh, 'Load this page again with the latest staged files')).toBeGreaterThanOrEqual(690);

    const source = previewBar(page).getByRole('button', { name: /Source:/ });
    const card = 'is a file in private/staging';
    const cardShown = await delayUntilShown(page, source, card);
    expect(cardShown).toBeGreaterThanOrEqual(690);
    expect(cardShown).toBeLessThan(2000);
    const hiddenAfter = await delayUntilHidden(page, source, card, [5, 600]);
    expect(hiddenAfter).toBeGreaterThanOrEqual(290);
    expect(hiddenAfter).toBeLessThan(1000);
  });

  test('the source card opens from the keyboard too, and Escape closes it', async ({ page }) => {
    await page.goto(`/about?preview=${TEST_PREVIEW_TOKEN}`);
    await expect(page.getByTestId('preview-status')).toContainText('Showing staged content');
    const source = previewBar(page).getByRole('button', { name: /Source:/ });
    const card = page.getByText('is a file in private/staging', { exact: false });
    await source.focus();
    await expect(source).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(card).toBeVisible();
    await expect(source).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(card).toBeHidden();
  });

  test('the source card is read with its button, and is named after it when open', async ({ page }) => {
    await page.goto(`/about?preview=${TEST_PREVIEW_TOKEN}`);
    await expect(page.getByTestId('preview-status')).toContainText('Showing staged content');
    const source = previewBar(page).getByRole('button', { name: /Source:/ });
    // Focus stays on the button, so what the card explains must reach a screen reader from there.
    await expect(source).toHaveAccessibleDescription(/is a file in private\/staging, shown only in preview/);
    await source.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Source: staging' })).toContainText('is what every visitor sees');
  });

  test('in a phone’s width the open menu covers the bar: its close button is seen and taken', async ({ page }) => {
    await asReturningVisitor(page);
    await page.setViewportSize({ width: 375, height: 700 });
    await page.goto(`/about?preview=${TEST_PREVIEW_TOKEN}`);
    await expect(page.getByTestId('preview-status')).toContainText('Showing staged content');
    const barColour = await colourAt(page, 10, 10);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const close = page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Close menu' });
    await expect(close).toBeVisible();
    const box = (await close.boundingBox())!;
    // The bar lies over the top of the window, where the menu's top bar and close button are.
    expect(box.y).toBeLessThan((await previewBar(page).boundingBox())!.height);
    expect(await colourAt(page, 10, 10)).not.toEqual(barColour);
    expect(await colourAt(page, box.x + 2, box.y + 2)).not.toEqual(barColour);
    await close.click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
  });

  test.describe('in dark mode', () => {
    test.use({ colorScheme: 'dark' });

    test('the focus ring in the bar stands out from its amber (WCAG 1.4.11)', async ({ page }) => {
      await asReturningVisitor(page);
      await page.goto(`/about?preview=${TEST_PREVIEW_TOKEN}`);
      await expect(page.getByTestId('preview-status')).toContainText('Showing staged content');
      const bar = await srgbOf(page, await previewBar(page).evaluate((region) => getComputedStyle(region).backgroundColor));
      for (const name of [/Source:/, 'Refresh', 'Exit preview']) {
        const button = previewBar(page).getByRole('button', { name });
        await button.focus();
        await page.keyboard.press('Shift+Tab');
        await page.keyboard.press('Tab');
        await expect(button).toBeFocused();
        const ring = await button.evaluate((element) => {
          const style = getComputedStyle(element);
          return { colour: style.outlineColor, style: style.outlineStyle, width: style.outlineWidth };
        });
        expect(ring.style, String(name)).not.toBe('none');
        expect(parseFloat(ring.width), String(name)).toBeGreaterThanOrEqual(2);
        expect(contrastRatio(await srgbOf(page, ring.colour), bar), String(name)).toBeGreaterThanOrEqual(3);
      }
    });
  });

  test('a page visited again shows its staged file as it is now, not as it was on the first visit', async ({ page }) => {
    // A page no other preview test visits, so this test's staged file shows nowhere else.
    const stagedPress = 'private/staging/press.md';
    const writePress = (text: string) =>
      writeFile(stagedPress, `---\ntitle: Press\ndescription: Company facts for journalists, staged.\n---\n\n${text}\n`);
    await writePress('First staged revision of the press page.');
    // The footer's links are clicked: a first visit's cookie banner may lie over them.
    await asReturningVisitor(page);
    try {
      await page.goto(`/about?preview=${TEST_PREVIEW_TOKEN}`);
      await page.getByRole('contentinfo').getByRole('link', { name: 'Press' }).click();
      await expect(page.getByText('First staged revision')).toBeVisible();
      await writePress('Second staged revision of the press page.');
      await page.getByRole('contentinfo').getByRole('link', { name: 'About us' }).click();
      await expect(page.getByText('Staged update')).toBeVisible();
      await page.getByRole('contentinfo').getByRole('link', { name: 'Press' }).click();
      await expect(page.getByText('Second staged revision')).toBeVisible();
      await expect(previewBar(page)).toContainText('/press');
    } finally {
      await rm(stagedPress, { force: true });
    }
  });

  test('Exit preview clears the cookie and the session and shows the published page', async ({ page, context }) => {
    await page.goto(`/about?preview=${TEST_PREVIEW_TOKEN}`);
    await expect(page.getByText('Staged update')).toBeVisible();
    await previewBar(page).getByRole('button', { name: 'Exit preview' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByText('Today we are seven engineers', { exact: false })).toBeVisible();
    await expect(previewBar(page)).toHaveCount(0);
    expect((await context.cookies()).filter((c) => c.name.startsWith('preview'))).toEqual([]);
    expect(await page.evaluate(() => sessionStorage.getItem('preview'))).toBeNull();
  });

  test('opened under another host name than the configured preview API, the bar works with this server', async ({
    page,
    context,
    baseURL,
  }) => {
    // The build names the API by 127.0.0.1; the editor typed localhost. The page came from the server either way.
    const otherHost = baseURL!.replace('127.0.0.1', 'localhost');
    await page.goto(`${otherHost}/about?preview=${TEST_PREVIEW_TOKEN}`);
    await expect(page.getByText('Staged update')).toBeVisible();
    await expect(page.getByTestId('preview-source')).toHaveText('staging');
    await expect(page.getByTestId('preview-status')).toHaveText('Showing staged content where there is some.');
    await previewBar(page).getByRole('button', { name: 'Exit preview' }).click();
    await expect(page.getByText('Today we are seven engineers', { exact: false })).toBeVisible();
    expect((await context.cookies(otherHost)).filter((c) => c.name.startsWith('preview'))).toEqual([]);
  });

  test('under another host name a wrong token is called refused, and the next page is the published site alone', async ({
    page,
    baseURL,
  }) => {
    const otherHost = baseURL!.replace('127.0.0.1', 'localhost');
    await page.goto(`${otherHost}/about?preview=not-the-token`);
    await expect(page.getByTestId('preview-status')).toHaveText('The preview token was refused. You see the published site.');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Careers' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Careers');
    await expect(previewBar(page)).toHaveCount(0);
    expect(await page.evaluate(() => sessionStorage.getItem('preview'))).toBeNull();
  });

  test('the right token after a wrong one in the same tab opens the preview, under any host name', async ({ page, baseURL }) => {
    for (const origin of [baseURL!, baseURL!.replace('127.0.0.1', 'localhost')]) {
      await page.goto(`${origin}/about?preview=not-the-token`);
      await expect(page.getByTestId('preview-status'), origin).toContainText('refused');
      await page.goto(`${origin}/about?preview=${TEST_PREVIEW_TOKEN}`);
      await expect(page.getByText('Staged update'), origin).toBeVisible();
      await expect(page.getByTestId('preview-status'), origin).toHaveText('Showing staged content where there is some.');
      await previewBar(page).getByRole('button', { name: 'Exit preview' }).click();
      await expect(page.getByText('Today we are seven engineers', { exact: false }), origin).toBeVisible();
    }
  });
});

test.describe('preview on a static host', () => {
  test.beforeEach(async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'static', 'static deployment only');
    await actFrom(page, testInfo);
  });

  test('fetches the staged page from the preview API and shows it in place', async ({ page }) => {
    await page.goto(`/about?preview=${TEST_PREVIEW_TOKEN}`);
    await expect(page.getByTestId('preview-status')).toContainText('Showing staged content');
    await expect(page.getByText('Staged update')).toBeVisible();
    await expect(page.getByText('Today we are seven engineers', { exact: false })).toBeHidden();
    await expect(page.getByTestId('preview-source')).toHaveText('staging');
  });

  test('an address with a trailing slash is the same page: /about/ previews the staged /about', async ({ page }) => {
    await page.goto(`/about?preview=${TEST_PREVIEW_TOKEN}`);
    await expect(page.getByTestId('preview-source')).toHaveText('staging');
    // GitHub Pages and python's http.server leave /about/ in the address bar (nginx redirects it away).
    await page.evaluate(() => history.pushState(null, '', '/about/'));
    await expect(page.getByRole('region', { name: 'Preview' }).locator('code').first()).toHaveText('/about');
    await expect(page.getByTestId('preview-source')).toHaveText('staging');
    await expect(page.getByText('Staged update')).toBeVisible();
  });

  test('shows a staged-only page where the static host has none', async ({ page }) => {
    const response = await page.goto(`/services/data-platforms?preview=${TEST_PREVIEW_TOKEN}`);
    expect(response!.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Data platforms' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeHidden();
  });

  test('takes an accepted token out of the address; the session keeps preview on through a reload', async ({ page }) => {
    const payloads: string[] = [];
    page.on('request', (request) => request.url().includes('/RSC/') && payloads.push(request.url()));
    for (const [path, heading] of [
      ['/about', 'About us'],
      ['/services/data-platforms', 'Data platforms'],
    ] as const) {
      await page.goto(`${path}?preview=${TEST_PREVIEW_TOKEN}&utm_source=mail`);
      await expect(page.getByTestId('preview-status')).toContainText('Showing staged content');
      await expect(page).toHaveURL(`${DEPLOYMENTS.static.url}${path}?utm_source=mail`);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByTestId('preview-status')).toContainText('Showing staged content');
    }
    // The router took the new address as it is: no payload requests going round in a loop, which would
    // keep the network from ever going quiet.
    await page.waitForLoadState('networkidle');
    expect(payloads.length).toBeLessThan(5);
    await page.goto('/about?preview=not-the-token');
    await expect(page.getByTestId('preview-status')).toContainText('refused');
    await expect(page).toHaveURL(/\?preview=not-the-token$/);
  });

  test('asks the preview API for no content page where src/pages renders the page', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes(PREVIEW_API_PATHS.page)) asked.push(new URL(request.url()).searchParams.get('path')!);
    });
    const consoleErrors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()));
    for (const path of SITE_PAGES) {
      await page.goto(`${path}?preview=${TEST_PREVIEW_TOKEN}`);
      await expect(page.getByTestId('preview-source')).toHaveText('published');
    }
    await page.goto('/about');
    await expect(page.getByText('Staged update')).toBeVisible();
    expect(asked).toEqual(['/about']);
    expect(consoleErrors).toEqual([]);
  });

  test('keeps preview on from the session while navigating', async ({ page }) => {
    await page.goto(`/about?preview=${TEST_PREVIEW_TOKEN}`);
    await expect(page.getByText('Staged update')).toBeVisible();
    await page.goto('/careers');
    await expect(previewBar(page)).toContainText('/careers');
    await expect(page.getByTestId('preview-source')).toHaveText('published');
  });

  test('says plainly when the preview API cannot be reached, and the page stays usable', async ({ page }) => {
    await page.route(`${DEPLOYMENTS.server.url}/api/**`, (route) => route.abort('connectionrefused'));
    await page.goto(`/about?preview=${TEST_PREVIEW_TOKEN}`);
    await expect(page.getByTestId('preview-status')).toContainText('cannot be reached');
    await expect(page.getByText('Today we are seven engineers', { exact: false })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'how we work' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('How we work');
  });

  test('says the staged page could not be loaded when the preview API answers with something else, and keeps the bar', async ({
    page,
  }) => {
    // A preview server of another release, or a proxy's own page answering in its place.
    for (const body of [JSON.stringify({ path: '/about', source: 'staging' }), '<html>Sign in to the Wi-Fi</html>']) {
      await page.unrouteAll();
      await page.route(`${DEPLOYMENTS.server.url}${PREVIEW_API_PATHS.page}?**`, (route) =>
        route.fulfill({ status: 200, contentType: body.startsWith('{') ? 'application/json' : 'text/html', body }),
      );
      await page.goto(`/about?preview=${TEST_PREVIEW_TOKEN}`);
      await expect(page.getByTestId('preview-status'), body).toHaveText(
        'The staged page could not be loaded. You see the published one.',
      );
      await expect(page.getByText('Today we are seven engineers', { exact: false })).toBeVisible();
    }
  });

  test('names the allowed origins when the preview server refuses this address', async ({ page }) => {
    // The same static site under another name: an origin the preview server was not told about.
    const otherOrigin = DEPLOYMENTS.static.url.replace('127.0.0.1', 'localhost');
    await page.goto(`${otherOrigin}/about?preview=${TEST_PREVIEW_TOKEN}`);
    await expect(page.getByTestId('preview-status')).toContainText('does not accept this address (PREVIEW_ALLOWED_ORIGINS)');
    await expect(page.getByText('Today we are seven engineers', { exact: false })).toBeVisible();
  });

  test('Exit preview ends the session', async ({ page }) => {
    await page.goto(`/about?preview=${TEST_PREVIEW_TOKEN}`);
    await expect(page.getByText('Staged update')).toBeVisible();
    await previewBar(page).getByRole('button', { name: 'Exit preview' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(previewBar(page)).toHaveCount(0);
    await expect(page.getByText('Today we are seven engineers', { exact: false })).toBeVisible();
  });
});

test.describe('a token the preview API does not take', () => {
  test.beforeEach(async ({ page }, testInfo) => actFrom(page, testInfo));

  /** Counts the token checks this page makes (not the CORS preflights a routed answer shows as requests). */
  const countStatusChecks = (page: Page) => {
    const checks: string[] = [];
    page.on(
      'request',
      (request) => request.method() === 'GET' && request.url().includes(PREVIEW_API_PATHS.status) && checks.push(request.url()),
    );
    return checks;
  };

  /** The published site, page after page: no bar, no stored session. */
  const expectPublishedSiteFrom = async (page: Page) => {
    await expect.poll(() => page.evaluate((key) => sessionStorage.getItem(key), PREVIEW_SESSION_KEY)).toBeNull();
    for (const [path, heading] of [
      ['/careers', 'Careers'],
      ['/how-we-work', 'How we work'],
    ]) {
      await page.goto(path!);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading!);
      await expect(previewBar(page)).toHaveCount(0);
    }
  };

  test('a refused token is said on its page only; it is not sent again with the next pages', async ({ page }) => {
    const checks = countStatusChecks(page);
    await page.goto('/about?preview=a-stale-token');
    await expect(page.getByTestId('preview-status')).toContainText('refused');
    await expectPublishedSiteFrom(page);
    expect(checks).toHaveLength(1);
  });

  test('an empty ?preview= says the address has no token, not that a token was refused or a session ended', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/about?preview=');
    await expect(page.getByTestId('preview-status')).toHaveText(
      'The address has no preview token after ?preview=. Open it with ?preview=<token>. You see the published site.',
    );
    // On a phone each address stays on one line, not broken after its question mark.
    const lineBoxes = await page.getByTestId('preview-status').evaluate((status) => {
      const range = document.createRange();
      const text = status.textContent!;
      return ['?preview=.', '?preview=<token>'].map((address) => {
        const start = text.indexOf(address);
        const walker = document.createTreeWalker(status, NodeFilter.SHOW_TEXT);
        let offset = 0;
        let node: Node | null;
        const points: [Node, number][] = [];
        while ((node = walker.nextNode())) {
          const length = node.textContent!.length;
          for (const at of [start, start + address.length - 1])
            if (at >= offset && at < offset + length) points.push([node, at - offset]);
          offset += length;
        }
        range.setStart(points[0]![0], points[0]![1]);
        range.setEnd(points[1]![0], points[1]![1] + 1);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      });
    });
    expect(lineBoxes).toEqual([1, 1]);
    await expectPublishedSiteFrom(page);
  });

  test('a token kept from an earlier preview that the API no longer takes: the session has ended', async ({ page }) => {
    await page.goto('/about');
    // The editor's tab from yesterday: the server has been given a new token since.
    await page.evaluate(
      (key) => sessionStorage.setItem(key, JSON.stringify({ api: '/', token: 'yesterdays-token' })),
      PREVIEW_SESSION_KEY,
    );
    await page.reload();
    await expect(page.getByTestId('preview-status')).toHaveText(
      'The preview session has ended. Open this page with ?preview=<token> again to go on. You see the published site.',
    );
    await expectPublishedSiteFrom(page);
  });

  test('a refused token’s bar stays with its page: the site’s own links lead to the published site without it', async ({
    page,
  }) => {
    await page.goto('/about?preview=a-stale-token');
    await expect(page.getByTestId('preview-status')).toContainText('refused');
    await page.getByRole('link', { name: 'see the open positions' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Careers');
    await expect(previewBar(page)).toHaveCount(0);
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us');
    await expect(previewBar(page)).toHaveCount(0);
  });

  test('an address locked out is told so at once, and the next pages stop asking', async ({ page }) => {
    const checks = countStatusChecks(page);
    await page.route(`**${PREVIEW_API_PATHS.status}`, (route) =>
      route.fulfill({
        status: 429,
        // As the preview API sends it: a static site's tools read Retry-After across origins only when exposed.
        headers: { 'retry-after': '600', 'access-control-allow-origin': '*', 'access-control-expose-headers': 'Retry-After' },
        contentType: 'application/json',
        body: JSON.stringify({ error: 'too many wrong tokens' }),
      }),
    );
    await page.goto('/about?preview=a-stale-token');
    // Not after waiting out ten seconds of a ten-minute lockout.
    await expect(page.getByTestId('preview-status')).toContainText('Too many wrong tokens', { timeout: 3000 });
    await expectPublishedSiteFrom(page);
    expect(checks).toHaveLength(1);
  });
});

test.describe('where the preview API answers 404', () => {
  test.beforeEach(async ({ page }, testInfo) => actFrom(page, testInfo));

  /** The status endpoint's address, on this origin (the server project) or the preview server's (static). */
  const answerStatus = (page: Page, answer: { contentType: string; body: string }) =>
    page.route(`**${PREVIEW_API_PATHS.status}`, (route) =>
      route.fulfill({ status: 404, ...answer, headers: { 'access-control-allow-origin': '*' } }),
    );

  test('from a Node server started without a token, the bar says preview is off on that server', async ({ page }) => {
    await answerStatus(page, { contentType: 'application/json', body: JSON.stringify({ error: PREVIEW_OFF_ERROR }) });
    await page.goto('/about?preview=abc');
    await expect(page.getByTestId('preview-status')).toHaveText(
      'Preview is off on this server: it was started without a preview token. You see the published site.',
    );
    // Nothing to preview here: the next page is the published site, without the editors' bar.
    await expect.poll(() => page.evaluate((key) => sessionStorage.getItem(key), PREVIEW_SESSION_KEY)).toBeNull();
    await page.goto('/careers');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Careers');
    await expect(previewBar(page)).toHaveCount(0);
  });

  test('from a host with no preview API, the bar says so without blaming a server start, and Exit stays on the page', async ({
    page,
    request,
  }) => {
    // nginx's own answer there: the site's 404 page, as a static build without PREVIEW_STAGING_API gets it.
    const nginx = await request.get(`${DEPLOYMENTS.static.url}${PREVIEW_API_PATHS.status}`);
    expect(nginx.status()).toBe(404);
    await answerStatus(page, { contentType: nginx.headers()['content-type']!, body: await nginx.text() });
    await page.goto('/about?preview=abc');
    await expect(page.getByTestId('preview-status')).toHaveText(
      'Preview is not available on this host: staged content needs the Node server or a preview API (see README). You see the published site.',
    );
    await expect(page.getByText('Today we are seven engineers', { exact: false })).toBeVisible();
    await previewBar(page).getByRole('button', { name: 'Exit preview' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(previewBar(page)).toHaveCount(0);
  });

  test('from a host with no preview API, the next page opened shows no bar', async ({ page, request }) => {
    const nginx = await request.get(`${DEPLOYMENTS.static.url}${PREVIEW_API_PATHS.status}`);
    await answerStatus(page, { contentType: nginx.headers()['content-type']!, body: await nginx.text() });
    await page.goto('/about?preview=abc');
    await expect(page.getByTestId('preview-status')).toHaveText(/^Preview is not available on this host/);
    await expect.poll(() => page.evaluate((key) => sessionStorage.getItem(key), PREVIEW_SESSION_KEY)).toBeNull();
    await page.goto('/careers');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Careers');
    await expect(previewBar(page)).toHaveCount(0);
  });
});

test.describe('preview API', () => {
  test('answers only configured origins and only with the token', async ({ request }, testInfo) => {
    test.skip(testInfo.project.name !== 'server', 'the API runs on the server');
    const api = `${DEPLOYMENTS.server.url}/api/preview/page?path=/about`;
    const headers = { 'x-forwarded-for': testClientAddress(testInfo) };
    const allowed = await request.fetch(api, { method: 'OPTIONS', headers: { ...headers, origin: DEPLOYMENTS.static.url } });
    expect(allowed.status()).toBe(204);
    expect(allowed.headers()['access-control-allow-origin']).toBe(DEPLOYMENTS.static.url);
    const foreign = await request.fetch(api, { method: 'OPTIONS', headers: { ...headers, origin: 'https://evil.example' } });
    expect(foreign.status()).toBe(403);
    expect(foreign.headers()['access-control-allow-origin']).toBeUndefined();
    expect((await request.get(api, { headers })).status()).toBe(401);
    const ok = await request.get(api, { headers: { ...headers, authorization: `Bearer ${TEST_PREVIEW_TOKEN}` } });
    expect(ok.status()).toBe(200);
    expect(ok.headers()['cache-control']).toBe('no-store');
    expect(JSON.stringify(await ok.json())).toContain('Staged update');
  });
});

test.describe('nothing staged is public', () => {
  test('no public response carries staged or draft text', async ({ request }) => {
    const paths = (await publishedPages()).map((page) => page.path);
    const payloads = paths.map((p) => `/RSC/R${p}.txt`);
    for (const url of [
      '/',
      '/imprint',
      '/privacy',
      '/RSC/R/_root.txt',
      ...paths,
      ...payloads,
      '/services/data-platforms',
      '/services/ai-assistants',
      '/staging/about',
    ]) {
      const body = await (await request.get(url)).text();
      for (const text of STAGED_ONLY_TEXT) expect(body, `${url} contains "${text}"`).not.toContain(text);
    }
  });

  test('the built files hold no staged text and no preview token', async ({}, testInfo) => {
    test.skip(testInfo.project.name !== 'server', 'checks the files once');
    const root = path.resolve('dist/public');
    const files = (await readdir(root, { recursive: true, withFileTypes: true })).filter(
      (e) => e.isFile() && /\.(html|txt|js|json|xml)$/.test(e.name),
    );
    expect(files.length).toBeGreaterThan(20);
    for (const file of files) {
      const body = await readFile(path.join(file.parentPath, file.name), 'utf8');
      for (const text of [...STAGED_ONLY_TEXT, TEST_PREVIEW_TOKEN])
        expect(body, `${file.name} contains "${text}"`).not.toContain(text);
    }
  });

  test('a normal visit loads no byte of the preview tools', async ({ page }, testInfo) => {
    let scripts: Response[] = [];
    page.on('response', (response) => response.request().resourceType() === 'script' && scripts.push(response));
    const checked: string[] = [];
    for (const path of ['/', '/about', '/imprint']) {
      // The new-build check's code arrives about a second after start: wait for it too.
      const buildCheckCode = page.waitForResponse((response) => new URL(response.url()).pathname.includes('/fetch-manifest-'));
      await page.goto(path, { waitUntil: 'networkidle' });
      await buildCheckCode;
      // Read each page's scripts before leaving it: the browser lets go of the bodies on navigation.
      for (const script of scripts.splice(0)) {
        const body = await script.text();
        for (const trace of ['preview-tools', PREVIEW_ACTIVE_COOKIE, PREVIEW_API_PATHS.status, 'Exit preview'])
          expect(body, `${script.url()} carries preview code`).not.toContain(trace);
        checked.push(new URL(script.url()).pathname);
      }
    }
    // The code loaded on demand was read too: the new-build check's, which comes a second after start.
    expect(checked.some((script) => script.includes('/fetch-manifest-'))).toBe(true);
    await expect(previewBar(page)).toHaveCount(0);

    scripts = [];
    await actFrom(page, testInfo);
    await page.goto(`/about?preview=${TEST_PREVIEW_TOKEN}`, { waitUntil: 'networkidle' });
    expect(scripts.some((script) => script.url().endsWith(PREVIEW_TOOLS_PATH))).toBe(true);
    await expect(previewBar(page)).toBeVisible();
  });
});
