import { expect, test } from '@playwright/test';

// A path failing the validity check gets the status message 'Page not found: {path}'
// and the message 'Page Not Found: {fullPath}'. Without a query or hash the two are
// the same sentence, so it is said once. The path is named as typed, not percent-encoded.
for (const [path, shown] of [
  ['/UPPER', '/UPPER'],
  ['/a%20b', '/a b'],
] as const) {
  test(`${path} says once that the page was not found`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId('status-message')).toHaveText(`Page not found: ${shown}`);
    await expect(page.getByTestId('error-message')).toHaveCount(0);
    await expect(page.getByText(`page not found: ${shown}`)).toHaveCount(1);
  });
}

test('with a query the message adds the full path', async ({ page }) => {
  await page.goto('/UPPER?ref=mail');
  await expect(page.getByTestId('status-message')).toHaveText('Page not found: /UPPER');
  await expect(page.getByTestId('error-message')).toHaveText('Page Not Found: /UPPER?ref=mail');
});

for (const javaScriptEnabled of [true, false]) {
  test(`a path with an accent is named as typed, under the specified texts (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async ({
    browser,
    baseURL,
  }, testInfo) => {
    // The static host's 404 page names the path from the browser; the Node server's names it itself.
    test.skip(!javaScriptEnabled && testInfo.project.name !== 'server', 'without JavaScript only the Node server names the path');
    const context = await browser.newContext({ baseURL, javaScriptEnabled });
    const page = await context.newPage();
    const response = await page.goto('/café');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page.getByText('We are sorry but this page could not be found.', { exact: true })).toBeVisible();
    await expect(page.getByTestId('status-message')).toHaveText('Page not found: /café');
    await expect(page.getByTestId('error-message')).toHaveCount(0);
    await expect(page.getByText('%C3%A9')).toHaveCount(0);
    await context.close();
  });
}
