import { expect, test } from '@playwright/test';

// A path failing the validity check gets the status message 'Page not found: {path}'
// and the message 'Page Not Found: {fullPath}'. Without a query or hash the two are
// the same sentence, so it is said once.
for (const path of ['/UPPER', '/a%20b']) {
  test(`${path} says once that the page was not found`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId('status-message')).toHaveText(`Page not found: ${path}`);
    await expect(page.getByTestId('error-message')).toHaveCount(0);
    await expect(page.getByText(`page not found: ${path}`)).toHaveCount(1);
  });
}

test('with a query the message adds the full path', async ({ page }) => {
  await page.goto('/UPPER?ref=mail');
  await expect(page.getByTestId('status-message')).toHaveText('Page not found: /UPPER');
  await expect(page.getByTestId('error-message')).toHaveText('Page Not Found: /UPPER?ref=mail');
});
