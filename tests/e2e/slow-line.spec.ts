import { expect, test } from '@playwright/test';

import { serveHtmlInTwoParts } from './support/html-in-two-parts';
import { layoutShifts, recordLayoutShifts } from './support/layout-shifts';

/** Inside the footer's links: a slow line or a busy phone may paint there, with the rest of the footer still to come. */
const insideFooterLinks = (html: string) => {
  const links = html.indexOf('aria-label="Footer"');
  return links < 0 ? -1 : html.indexOf('</li>', links) + '</li>'.length;
};

// The footer sits at the foot of a short page: had it been painted half read, it would grow upwards, and whatever
// is centred above it would move, as the rest arrived.
for (const [width, height] of [
  [412, 823],
  [1280, 1200],
] as const) {
  test(`at ${width} × ${height} a short page whose HTML arrives in parts moves nothing as its footer comes in`, async ({
    page,
    baseURL,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'server', 'both deployments serve the same HTML');
    await page.setViewportSize({ width, height });
    const slowLine = await serveHtmlInTwoParts(baseURL!, insideFooterLinks);
    try {
      await recordLayoutShifts(page);
      // Loaded once the second part is in.
      await page.goto(`${slowLine.origin}/no-such-page`);
      await expect(page.getByRole('contentinfo')).toBeInViewport();
      expect(await layoutShifts(page)).toEqual([]);
    } finally {
      await slowLine.close();
    }
  });
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('a page whose HTML stops before its end, as on a dropped connection, shows what arrived after a few seconds', async ({
    page,
    request,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'server', 'both deployments serve the same HTML');
    const html = await (await request.get('/about')).text();
    const arrived = html.slice(0, html.indexOf('</main>'));
    await page.route('**/about', (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: arrived }));
    await page.goto('/about');
    const heading = page.getByRole('heading', { level: 1, name: 'About us' });
    // Hidden while the rest may still come, so that nothing moves as it does.
    await expect(heading).toBeHidden();
    await expect(heading).toBeVisible({ timeout: 6_000 });
  });
});
