import { expect, test } from '@playwright/test';

import { waitForHydration } from './support/hydration';

/** Every key in local and session storage, with a trailing page address cut to its prefix. */
const storedKeys = () => [...Object.keys(localStorage), ...Object.keys(sessionStorage)].map((key) => key.replace(/:\/.*$/, ':'));

test('the privacy policy names every value the site keeps in the browser', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Accept' }).click();
  await page.getByRole('button', { name: /^Colour mode/ }).click();
  await page.evaluate(() => window.scrollTo({ top: 800, behavior: 'instant' }));
  await page.evaluate(() => document.querySelector<HTMLAnchorElement>('a[href="/privacy"]')!.click());
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy policy');
  // Leaving the page writes what it keeps for the next page load.
  await page.reload();
  await waitForHydration(page);

  const keys = await page.evaluate(storedKeys);
  expect(keys).toEqual(expect.arrayContaining(['cookie-consent', 'color-mode', 'scroll-positions']));
  const storageSection = page.locator('main');
  for (const key of keys) await expect(storageSection.locator('code', { hasText: key }).first()).toBeVisible();
});
