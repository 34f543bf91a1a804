import { type APIRequestContext, expect, type Page, test } from '@playwright/test';

import { TEST_PREVIEW_TOKEN } from './support/deployments';
import { holdRequests } from './support/held-requests';
import { SITE_NAME } from './support/site';
import { actFrom } from './support/preview-client';

/** The title a page has in the published site. */
const publishedTitle = async (request: APIRequestContext, path: string) => {
  const html = await (await request.get(path)).text();
  return /<title>([^<]*)<\/title>/.exec(html)![1]!;
};

const home = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' });

test.describe('tab title in a static host preview', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test.beforeEach(async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'static', 'static deployment only');
    await actFrom(page, testInfo);
  });

  test('a staged page names itself, and the next page its own title again', async ({ page, request }) => {
    const homeTitle = await publishedTitle(request, '/');
    await page.goto(`/about?preview=${TEST_PREVIEW_TOKEN}`);
    await expect(page.getByText('Staged update')).toBeVisible();
    await expect(page).toHaveTitle(`About us (preview) · ${SITE_NAME}`);

    await home(page).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page).toHaveTitle(homeTitle);

    // Back on the staged page the overlay names it again, even when the router renders the
    // published page (and its title) only after the overlay is up; Forward restores the landing page's title.
    const releasePayload = await holdRequests(page, '**/RSC/R/about.txt*');
    await page.goBack();
    await expect(page.getByText('Staged update')).toBeVisible();
    releasePayload();
    await expect(page.locator('main h1', { hasText: 'About us' })).toHaveCount(2);
    await expect(page).toHaveTitle(`About us (preview) · ${SITE_NAME}`);
    await page.goForward();
    await expect(page).toHaveURL(/\/$/);
    await expect(page).toHaveTitle(homeTitle);
  });

  test('leaving a staged-only page does not keep the 404 title', async ({ page, request }) => {
    const homeTitle = await publishedTitle(request, '/');
    await page.goto(`/services/data-platforms?preview=${TEST_PREVIEW_TOKEN}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Data platforms' })).toBeVisible();
    await expect(page).toHaveTitle(`Data platforms (preview) · ${SITE_NAME}`);

    await home(page).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page).toHaveTitle(homeTitle);
  });
});

test.describe('tab title in a preview, either deployment', () => {
  test.beforeEach(async ({ page }, testInfo) => actFrom(page, testInfo));

  test('a staged page and a staged-only page say "(preview)" before the site name; a published page does not', async ({
    page,
    request,
  }) => {
    await page.goto(`/about?preview=${TEST_PREVIEW_TOKEN}`);
    await expect(page.getByText('Staged update')).toBeVisible();
    await expect(page).toHaveTitle(`About us (preview) · ${SITE_NAME}`);
    await page.goto('/services/data-platforms');
    await expect(page.getByRole('heading', { level: 1, name: 'Data platforms' })).toBeVisible();
    await expect(page).toHaveTitle(`Data platforms (preview) · ${SITE_NAME}`);
    await page.goto('/careers');
    await expect(page.getByRole('heading', { level: 1, name: 'Careers' })).toBeVisible();
    await expect(page).toHaveTitle(await publishedTitle(request, '/careers'));
  });
});
