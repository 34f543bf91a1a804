import { type Browser, expect, type Page, test } from '@playwright/test';

import { waitForHydration } from './support/hydration';

/**
 * How many elements the browser restyles when script adds one element to the
 * page. A selector such as `:root:has(…) *` makes every element depend on the
 * root, and Chromium then restyles the whole page on each such change: opening
 * the menu did it four times, which on a slowed phone added about 80 ms to the tap.
 */
const elementsRestyledByAnInsertion = async (browser: Browser, page: Page, where: string) => {
  await page.evaluate(() => document.body.offsetHeight);
  await browser.startTracing(page, { categories: ['devtools.timeline'] });
  await page.evaluate((selector) => {
    document.querySelector(selector)!.append(document.createElement('div'));
    // Reading layout makes the browser restyle now, inside the trace.
    return document.body.offsetHeight;
  }, where);
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as {
    traceEvents: { name: string; ph: string; args?: { beginData?: { elementCount?: number }; elementCount?: number } }[];
  };
  return trace.traceEvents
    .filter((event) => event.ph === 'X' && event.name === 'UpdateLayoutTree')
    .reduce((sum, event) => sum + (event.args?.beginData?.elementCount ?? event.args?.elementCount ?? 0), 0);
};

test.use({ viewport: { width: 375, height: 740 } });

for (const colorScheme of ['light', 'dark'] as const) {
  test(`adding an element restyles a few elements, not the whole page (${colorScheme} OS setting, cookie banner open)`, async ({
    browser,
    page,
  }) => {
    await page.emulateMedia({ colorScheme });
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.getByRole('region', { name: 'Cookies and consent' })).toBeVisible();
    const onPage = await page.locator('*').count();
    for (const where of ['body', 'main', 'footer']) {
      const restyled = await elementsRestyledByAnInsertion(browser, page, where);
      expect(restyled, `${where}: ${restyled} of ${onPage} elements restyled`).toBeLessThan(20);
    }
  });
}
