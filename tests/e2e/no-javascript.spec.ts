import { expect, type Page, test } from '@playwright/test';

import { publishedPages } from './support/content';
import { TEST_PREVIEW_TOKEN } from './support/deployments';

test.use({ javaScriptEnabled: false });

test('every page reads without JavaScript', async ({ page }) => {
  const paths = ['/', '/imprint', '/privacy', ...(await publishedPages()).map((p) => p.path)];
  for (const path of paths) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  }
});

test('every same-site link on every page works without JavaScript, and its #section is there', async ({ page, request }) => {
  const pages = ['/', '/imprint', '/privacy', ...(await publishedPages()).map((p) => p.path)];
  const links = new Set<string>();
  for (const path of pages) {
    await page.goto(path);
    for (const href of await page
      .locator('a[href^="/"], a[href^="#"]')
      .evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href)))
      links.add(href);
  }
  expect(links.size).toBeGreaterThanOrEqual(20);
  const htmlOf = new Map<string, string>();
  for (const link of links) {
    const url = new URL(link);
    const address = url.pathname + url.search;
    if (!htmlOf.has(address)) {
      const response = await request.get(address);
      expect(response.status(), address).toBe(200);
      htmlOf.set(address, await response.text());
    }
    if (url.hash) expect(htmlOf.get(address), link).toContain(`id="${decodeURIComponent(url.hash.slice(1))}"`);
  }
  await page.goto('/about');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Imprint' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Imprint');
});

test('the FAQ opens without JavaScript, one answer at a time', async ({ page }) => {
  await page.goto('/');
  const answer = page.getByText('operated by providers with whom we have data processing agreements', { exact: false });
  const otherAnswer = page.getByText('about half of our projects start that way', { exact: false });
  // Closed as the page arrives: a visitor without JavaScript would otherwise face every answer at once.
  await expect(answer).toBeHidden();
  await page.getByText('Where is our data stored?').click();
  await expect(answer).toBeVisible();
  await expect(otherAnswer).toBeHidden();
  await page.getByText('Where is our data stored?').click();
  await expect(answer).toBeHidden();
});

test.describe('colour without JavaScript', () => {
  test.use({ colorScheme: 'dark' });

  const background = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);

  test('follows a dark OS setting, except on a page fixed to light, and hides the mode button', async ({ page }) => {
    await page.goto('/about');
    const dark = await background(page);
    expect(dark).not.toBe('rgb(255, 255, 255)');
    // The colour mode button needs script to do anything, so it is not offered.
    await expect(page.getByRole('button', { name: /Colour mode/ })).toBeHidden();
    await page.goto('/press');
    expect(await background(page)).toBe('rgb(255, 255, 255)');
  });

  test('stays light with a light OS setting', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/about');
    expect(await background(page)).toBe('rgb(255, 255, 255)');
  });
});

/** The space between the 404 page's apology and its way home. */
const gapAboveAction = async (page: Page) => {
  const apology = (await page.getByText('We are sorry but this page could not be found.').boundingBox())!;
  const action = (await page.getByRole('link', { name: 'Back to home' }).boundingBox())!;
  return action.y - (apology.y + apology.height);
};

test('the 404 page says "Page not found" once and links home without JavaScript', async ({ page, browser }, testInfo) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(page.getByText('Page not found', { exact: true })).toHaveCount(1);
  // The line that names the path with JavaScript is left out, not left blank.
  const withScript = await browser.newContext({ baseURL: testInfo.project.use.baseURL, javaScriptEnabled: true });
  const scripted = await withScript.newPage();
  await scripted.goto('/no-such-page');
  await expect(scripted.getByTestId('status-message')).toBeVisible();
  expect(await gapAboveAction(page)).toBeLessThanOrEqual((await gapAboveAction(scripted)) - 16);
  await withScript.close();
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a path that breaks the path rules names itself on the Node server, without JavaScript too', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'server', 'a static host answers it with the plain 404 page');
  const response = await page.goto('/Web_Apps?ref=mail');
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId('status-message')).toHaveText('Page not found: /Web_Apps');
  await expect(page.getByTestId('error-message')).toHaveText('Page Not Found: /Web_Apps?ref=mail');
});

test('a preview on the Node server says so without JavaScript, and its Exit link leaves it', async ({
  page,
  context,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'server', 'a static host previews through the preview tools, which need JavaScript');
  await page.goto(`/about?preview=${TEST_PREVIEW_TOKEN}`);
  await expect(page.getByText('Staged update')).toBeVisible();
  const notice = page.getByRole('region', { name: 'Preview' });
  await expect(notice).toContainText('Staged files and drafts show');
  // Every content page of the session carries it, not only the one the link opened.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Careers' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Careers');
  await notice.getByRole('link', { name: 'Exit preview' }).click();
  await expect(page).toHaveURL(/\/careers$/);
  await expect(notice).toHaveCount(0);
  expect((await context.cookies()).filter((cookie) => cookie.name.startsWith('preview'))).toEqual([]);
  await page.goto('/about');
  await expect(page.getByText('Today we are seven engineers', { exact: false })).toBeVisible();
  await expect(page.getByText('Staged update')).toHaveCount(0);
});

test('a published page has no preview notice', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Preview' })).toHaveCount(0);
});
