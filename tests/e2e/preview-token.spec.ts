import { readFile, stat } from 'node:fs/promises';

import { expect, type Page, test } from '@playwright/test';

import { actFrom, previewBar } from './support/preview-client';
import { NGINX_ACCESS_LOGS, TEST_PREVIEW_TOKEN } from './support/deployments';

// The preview token is the editors' long-lived secret: once it has opened a
// preview it must not stay where others find it (address bar, history, logs).

const storedText = (page: Page) => page.evaluate(() => JSON.stringify(sessionStorage));

test.beforeEach(({ page }, testInfo) => actFrom(page, testInfo));

test('the token leaves the address once the preview is on, and the rest of the query stays', async ({ page }, testInfo) => {
  // A static host cannot redirect: its preview tools read the token from the address (the access log still leaves it out).
  test.skip(testInfo.project.name !== 'server', 'the Node server answers the token with a redirect');
  await page.goto(`/about?ref=mail&preview=${TEST_PREVIEW_TOKEN}#team`);
  await expect(page.getByText('Staged update')).toBeVisible();
  await expect(page).toHaveURL(/\/about\?ref=mail(#team)?$/);
  await expect(previewBar(page)).toContainText('/about');

  // The preview lasts: a reload and a client navigation keep it without the token in the address.
  await page.reload();
  await expect(page.getByText('Staged update')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'how we work' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('How we work');
  await page.goBack();
  await expect(page).toHaveURL(/\/about\?ref=mail(#team)?$/);
  await expect(page.getByText('Staged update')).toBeVisible();
});

test('the Node server keeps the token out of the page: the session cookie carries the preview', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'server', 'the Node server answers the token with a redirect');
  const response = await page.goto(`/about?preview=${TEST_PREVIEW_TOKEN}`);
  const redirect = response!.request().redirectedFrom();
  expect(redirect?.url()).toContain(`preview=${TEST_PREVIEW_TOKEN}`);
  expect((await redirect!.response())!.status()).toBe(303);
  expect((await redirect!.response())!.headers()['cache-control']).toBe('no-store');
  await expect(page.getByText('Staged update')).toBeVisible();
  expect(await storedText(page)).not.toContain(TEST_PREVIEW_TOKEN);
  // Neither the page nor its payload, as HTML or after a client navigation, spells the token out.
  expect(await page.content()).not.toContain(TEST_PREVIEW_TOKEN);
  expect(await (await page.request.get('/about')).text()).toContain('Staged update');
  expect(await (await page.request.get('/about')).text()).not.toContain(TEST_PREVIEW_TOKEN);
  const payload = page.waitForResponse((answer) => answer.url().includes('/RSC/') && answer.url().includes('how-we-work'));
  await page.getByRole('main').getByRole('link', { name: 'how we work' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('How we work');
  // Asked again: the browser may drop the body of a navigation it is done with.
  const staged = await page.request.get((await payload).url());
  expect(await staged.text()).toContain('How we work');
  expect(await staged.text()).not.toContain(TEST_PREVIEW_TOKEN);
});

test('a page that cannot exist shows the address it was asked for, but not the token in it', async ({ page }) => {
  // Upper case is no page's path: the answer is the error page that spells the address out.
  for (const query of [`?ref=mail&preview=${TEST_PREVIEW_TOKEN}`, `?ref=mail&%70review=${TEST_PREVIEW_TOKEN}`]) {
    const response = await page.goto(`/No-Such-Page${query}`);
    expect(response!.status(), query).toBe(404);
    await expect(page.getByText('/No-Such-Page?ref=mail').first(), query).toBeVisible();
    expect((await page.content()).includes(TEST_PREVIEW_TOKEN), `the token in the page of ${query}`).toBe(false);
  }
});

test('the static host’s access log keeps the path of a preview link, not its token', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'static', 'the static deployment’s nginx');
  const logSince = async (offset: number) => (await readFile(NGINX_ACCESS_LOGS.static)).subarray(offset).toString('utf8');
  const before = (await stat(NGINX_ACCESS_LOGS.static)).size;
  await page.goto(`/privacy?preview=${TEST_PREVIEW_TOKEN}`);
  await expect(previewBar(page)).toContainText('/privacy');
  // Written as each answer ends; the page's own requests carry the token in their Referer.
  await expect.poll(async () => (await logSince(before)).includes('"GET /privacy HTTP/1.1" 200')).toBe(true);
  const log = await logSince(before);
  expect(log).toContain('"http://127.0.0.1');
  expect(log).not.toContain(TEST_PREVIEW_TOKEN);
});
