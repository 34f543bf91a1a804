import { expect, type Page, test } from '@playwright/test';

import { waitForHydration } from './support/hydration';

const PAGES = ['/', '/services/web-applications', '/imprint', '/privacy'];

/** A visitor who answered the consent banner earlier, so the floating settings button shows. */
const asReturningVisitor = (page: Page) => page.addInitScript(() => localStorage.setItem('cookie-consent', 'false'));

const box = async (page: Page, selector: string) => {
  const found = await page.locator(selector).first().boundingBox();
  if (!found) throw new Error(`${selector} is not on screen`);
  return found;
};

for (const width of [320, 360, 375]) {
  test(`at ${width} px the header fits the screen and keeps every control`, async ({ page }) => {
    await page.setViewportSize({ width, height: 700 });
    await asReturningVisitor(page);
    for (const path of PAGES) {
      await page.goto(path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBe(width);
      const header = page.getByRole('banner');
      // The brand link keeps its name even where only the logo shows.
      await expect(header.getByRole('link', { name: 'Example Software GmbH' })).toBeVisible();
      const controls = [header.getByRole('button', { name: /colour mode/i }), header.locator('[aria-label="Open menu"]:visible')];
      for (const control of controls) {
        const controlBox = await control.boundingBox();
        expect(controlBox, path).not.toBeNull();
        expect(controlBox!.x + controlBox!.width, path).toBeLessThanOrEqual(width);
      }
      // The brand's visible parts end before the first control begins.
      const brand = await header.getByRole('link', { name: 'Example Software GmbH' }).locator('span').boundingBox();
      const colourMode = await header.getByRole('button', { name: /colour mode/i }).boundingBox();
      if (brand && brand.width > 1) expect(brand.x + brand.width, path).toBeLessThanOrEqual(colourMode!.x);
    }
  });
}

for (const width of [375, 1280]) {
  test(`at ${width} px the cookie settings button covers nothing in the footer`, async ({ page }) => {
    await page.setViewportSize({ width, height: 700 });
    await asReturningVisitor(page);
    await page.goto('/imprint');
    await waitForHydration(page);
    const button = page.getByRole('button', { name: 'Cookie settings' });
    await expect(button).toBeVisible();
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
    const settings = (await button.boundingBox())!;
    const footerParts = page.locator('footer a, footer p');
    for (let i = 0; i < (await footerParts.count()); i += 1) {
      const part = await footerParts.nth(i).boundingBox();
      if (!part) continue;
      const overlaps =
        part.x < settings.x + settings.width &&
        settings.x < part.x + part.width &&
        part.y < settings.y + settings.height &&
        settings.y < part.y + part.height;
      expect(overlaps, await footerParts.nth(i).innerText()).toBe(false);
    }
  });
}

test('the focused skip link has room around its text', async ({ page }) => {
  await page.goto('/imprint');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  const padding = await skip.evaluate((link) => getComputedStyle(link).paddingLeft);
  expect(parseFloat(padding)).toBeGreaterThanOrEqual(8);
  expect((await box(page, 'a[href="#main-content"]')).width).toBeGreaterThan(0);
});

test('inline code in prose shows no literal backticks', async ({ page }) => {
  await page.goto('/privacy');
  const code = page.locator('main code', { hasText: 'cookie-consent' }).first();
  await expect(code).toBeVisible();
  const decorations = await code.evaluate((element) => [
    getComputedStyle(element, '::before').content,
    getComputedStyle(element, '::after').content,
  ]);
  for (const content of decorations) expect(['none', 'normal', '""']).toContain(content);
});
