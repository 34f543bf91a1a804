import { expect, type Locator, type Page, test } from '@playwright/test';

import { testClientAddress } from './support/client-address';
import { TEST_PREVIEW_TOKEN } from './support/deployments';
import { waitForHydration } from './support/hydration';
import { SITE_NAME } from './support/site';
import { previewBar } from './support/preview-client';
import { cookieBanner } from './support/visitor';

const printPage = (page: Page) => page.emulateMedia({ media: 'print' });

test('printing the imprint before answering the cookie banner shows the text, not the banner or the header controls', async ({
  page,
}) => {
  await page.goto('/imprint');
  await waitForHydration(page);
  await expect(cookieBanner(page)).toBeVisible();

  await printPage(page);
  await expect(cookieBanner(page)).toBeHidden();
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: SITE_NAME })).toBeVisible();
  await expect(header.getByRole('button', { name: /colour mode/i })).toBeHidden();
  await expect(header.getByRole('button', { name: 'Open menu' })).toBeHidden();
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeHidden();
  await expect(page.getByText(/VAT ID under §\s27 a/)).toBeVisible();
  // A sticky header would sit over the text at the top of every sheet.
  expect(await header.evaluate((element) => getComputedStyle(element).position)).toBe('static');
});

test('printing after answering leaves out the cookie settings button and the toast', async ({ page }) => {
  await page.goto('/privacy');
  await waitForHydration(page);
  await cookieBanner(page).getByRole('button', { name: 'Decline' }).click();
  const toasts = page.getByRole('region', { name: /Notifications/ });
  await expect(toasts.getByText('Cookie preferences saved')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cookie settings' })).toBeVisible();

  await printPage(page);
  await expect(toasts.getByText('Cookie preferences saved')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Cookie settings' })).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
});

test('a cookie banner reopened from the cookie button does not print either', async ({ page }) => {
  await page.goto('/imprint');
  await waitForHydration(page);
  await cookieBanner(page).getByRole('button', { name: 'Accept' }).click();
  await page.getByRole('button', { name: 'Cookie settings' }).click();
  await expect(cookieBanner(page)).toBeVisible();

  await printPage(page);
  await expect(cookieBanner(page)).toBeHidden();
  await expect(page.getByText(/VAT ID under §\s27 a/)).toBeVisible();
});

test('the FAQ prints its answers, not only the questions', async ({ page }) => {
  await page.goto('/');
  const faq = page.getByRole('region', { name: 'Frequently asked questions' });
  const answer = faq.getByText(/Most first build phases cost between/);
  await expect(answer).toBeHidden();

  await printPage(page);
  await expect(answer).toBeVisible();
});

test('a page printed in dark mode prints dark text', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/imprint');
  await waitForHydration(page);
  const heading = page.getByRole('heading', { level: 1, name: 'Imprint' });
  // The colour as the screen shows it (0 black to 255 white), whatever notation the style sheet uses.
  const lightness = () =>
    heading.evaluate((element) => {
      const context = document.createElement('canvas').getContext('2d')!;
      context.fillStyle = getComputedStyle(element).color;
      context.fillRect(0, 0, 1, 1);
      return Math.max(...context.getImageData(0, 0, 1, 1).data.slice(0, 3));
    });
  expect(await lightness()).toBeGreaterThan(200);

  await printPage(page);
  expect(await lightness()).toBeLessThan(60);
});

/** How light an element's text is as the screen shows it: 0 black to 255 white, whatever notation the style sheet uses. */
const textLightness = (element: Locator) =>
  element.evaluate((target) => {
    const context = document.createElement('canvas').getContext('2d')!;
    context.fillStyle = getComputedStyle(target).color;
    context.fillRect(0, 0, 1, 1);
    return Math.max(...context.getImageData(0, 0, 1, 1).data.slice(0, 3));
  });

test('a code block prints dark text, in dark mode too, not the plugin’s pale grey', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/services/web-applications');
  // No published page has a code block yet; an editor's first one is put into the page's prose as markdown would.
  await page.locator('.prose-site').evaluate((prose) => {
    const block = document.createElement('pre');
    block.innerHTML = '<code id="printed-code">npm ci &amp;&amp; npm start</code>';
    prose.append(block);
  });
  const code = page.locator('#printed-code');
  await printPage(page);
  expect(await textLightness(code)).toBeLessThan(60);
});

test('printed in dark mode, the page’s colour scheme is light, so an image that follows the mode prints light', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/how-we-work');
  await waitForHydration(page);
  const scheme = () => page.evaluate(() => getComputedStyle(document.documentElement).colorScheme);
  expect(await scheme()).toBe('dark');
  await printPage(page);
  // The timeline SVG answers prefers-color-scheme with this; dark, it printed as a black block.
  expect(await scheme()).toBe('light');
});

test('a table wider than the sheet prints all its columns instead of cutting them off', async ({ page }) => {
  await page.goto('/how-we-work');
  const box = page.getByRole('region', { name: /Tools we use/ });
  // Five more columns of long German words: wider than the page column, so on screen the box scrolls.
  await box.evaluate((region) => {
    for (const row of region.querySelectorAll('tr')) {
      for (let column = 0; column < 5; column += 1) {
        const cell = document.createElement(row.parentElement?.tagName === 'THEAD' ? 'th' : 'td');
        cell.textContent = 'Datenschutzfolgenabschätzung';
        row.append(cell);
      }
    }
  });
  const overflow = () => box.evaluate((region) => region.querySelector('table')!.scrollWidth - region.clientWidth);
  expect(await overflow()).toBeGreaterThan(0);
  await printPage(page);
  expect(await overflow()).toBeLessThanOrEqual(0);
});

test('printing with the mobile menu open prints the page, not the menu', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 900 });
  await page.goto('/services/web-applications');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.locator('[data-mobile-menu]');
  await expect(menu).toBeVisible();
  await printPage(page);
  await expect(menu).toBeHidden();
  await expect(page.locator('main h1')).toBeVisible();
});

test('the preview bar does not print', async ({ page }, testInfo) => {
  // An address of its own, so other tests' wrong tokens never rate-limit this one.
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': testClientAddress(testInfo) });
  await page.goto(`/about?preview=${TEST_PREVIEW_TOKEN}`);
  const bar = previewBar(page);
  await expect(bar).toBeVisible();

  await printPage(page);
  await expect(bar).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the 404 page prints its message without the Back to home button', async ({ page }) => {
  await page.goto('/no-such-page');
  await printPage(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to home' })).toBeHidden();
});

test('a link to another site prints its address after its words, unless its words are the address', async ({ page }) => {
  const printedAfter = (link: Locator) => link.evaluate((element) => getComputedStyle(element, '::after').content);
  await page.goto('/services/web-applications');
  const wcag = page.getByRole('main').getByRole('link', { name: 'WCAG 2.2' });
  expect(await printedAfter(wcag)).toBe('none');
  await printPage(page);
  expect(await printedAfter(wcag)).toBe('" (https://www.w3.org/TR/WCAG22/)"');

  await page.goto('/privacy');
  const authority = page.getByRole('main').getByRole('link', { name: 'https://www.ldi.nrw.de' });
  await expect(authority).toBeVisible();
  expect(await printedAfter(authority)).toBe('none');
});
