import { expect, test } from '@playwright/test';

import { CHROMIUM_PATH, PLAYWRIGHT_CHROMIUM_ARGS } from '../../scripts/browser.mjs';
import { layoutShifts, recordLayoutShifts } from './support/layout-shifts';
import { cookieBanner } from './support/visitor';

// Playwright hides scrollbars in headless Chromium; a visitor's browser on Windows or Linux shows them, and they take room.
test.use({
  launchOptions: { executablePath: CHROMIUM_PATH, args: PLAYWRIGHT_CHROMIUM_ARGS, ignoreDefaultArgs: ['--hide-scrollbars'] },
});

test('a page that fits the screen does not narrow or shift as the banner makes it scroll and not', async ({ page }) => {
  await recordLayoutShifts(page);
  await page.setViewportSize({ width: 1280, height: 1200 });
  await page.goto('/no-such-page');
  // The width the page is laid out in: the viewport's less any room kept for a scrollbar.
  const width = () => page.evaluate(() => document.body.getBoundingClientRect().width);
  const scrolls = () => page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight);
  await expect(cookieBanner(page)).toBeVisible();
  expect(await scrolls()).toBe(true);
  expect(await layoutShifts(page)).toEqual([]);
  const withBanner = await width();
  await cookieBanner(page).getByRole('button', { name: 'Close', exact: true }).click();
  await expect(cookieBanner(page)).toBeHidden();
  expect(await scrolls()).toBe(false);
  expect(await width()).toBe(withBanner);
});
