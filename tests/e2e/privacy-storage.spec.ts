import { expect, test } from '@playwright/test';

import { TEST_PREVIEW_TOKEN } from './support/deployments';
import { waitForHydration } from './support/hydration';
import { actFrom } from './support/preview-client';
import { exactText } from './support/site';
import { scrollInstantly } from './support/scroll';

/** Every key in local and session storage, with a trailing page address or host name cut to its prefix. */
const storedKeys = () => [...Object.keys(localStorage), ...Object.keys(sessionStorage)].map((key) => key.replace(/:.*$/, ':'));

test('the privacy policy names every value the site keeps in the browser', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Accept' }).click();
  await page.getByRole('button', { name: /^Colour mode/ }).click();
  await scrollInstantly(page, 800);
  await page.evaluate(() => document.querySelector<HTMLAnchorElement>('a[href="/privacy"]')!.click());
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy policy');
  // Leaving the page writes what it keeps for the next page load.
  await page.reload();
  await waitForHydration(page);

  const keys = await page.evaluate(storedKeys);
  // The test build's icon API needs consent: the answer's key names its host.
  expect(keys).toEqual(expect.arrayContaining(['cookie-consent:', 'color-mode', 'scroll-positions']));
  const storageSection = page.locator('main');
  for (const key of keys)
    await expect(
      storageSection
        .locator('code')
        .filter({ hasText: exactText(key) })
        .first(),
    ).toBeVisible();
});

test('the privacy policy names what an editor’s preview keeps in the browser', async ({ page, context }, testInfo) => {
  test.skip(testInfo.project.name !== 'server', 'the preview session is the Node server’s');
  await actFrom(page, testInfo);
  await page.goto(`/about?preview=${TEST_PREVIEW_TOKEN}`);
  await expect(page.getByText('Staged update')).toBeVisible();
  // The staged page is the server's; the preview tools, loaded after it, write their own key.
  await expect.poll(() => page.evaluate(storedKeys)).toContain('preview');
  const keys = await page.evaluate(storedKeys);
  const cookies = (await context.cookies()).map((cookie) => cookie.name);
  expect(cookies).toEqual(expect.arrayContaining(['previewToken', 'preview-active']));
  await page.goto('/privacy');
  for (const name of [...keys, ...cookies])
    await expect(
      page
        .locator('main code')
        .filter({ hasText: exactText(name) })
        .first(),
      name,
    ).toBeVisible();
});
