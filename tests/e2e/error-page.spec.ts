import { expect, test } from '@playwright/test';

import { layoutShifts, recordLayoutShifts } from './support/layout-shifts';

test.describe('error page', () => {
  test('an unknown path is a 404 with the specified texts', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page.getByText('We are sorry but this page could not be found.')).toBeVisible();
    await expect(page.getByText('Error 404')).toHaveCount(1);
    await expect(page.getByTestId('status-message')).toHaveText('Page not found: /no-such-page');
    // The message equals the status message, so it is not repeated.
    await expect(page.getByTestId('error-message')).toHaveCount(0);
    // The header and footer stay: a missing page is not fatal.
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });

  test('a path that fails the validity check shows its message', async ({ page }) => {
    const response = await page.goto('/Services/Web%20Applications?ref=mail');
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId('status-message')).toHaveText('Page not found: /Services/Web Applications');
    await expect(page.getByTestId('error-message')).toHaveText('Page Not Found: /Services/Web Applications?ref=mail');
  });

  test('Back to home leaves the error and shows the landing page', async ({ page }) => {
    await page.goto('/no-such-page');
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Web applications that keep working after launch day');
    await expect(page.getByText('Page not found')).toHaveCount(0);
  });

  for (const width of [375, 1280])
    test(`at ${width} px the line naming the path fills in without moving anything`, async ({ page }) => {
      await page.setViewportSize({ width, height: 700 });
      await recordLayoutShifts(page);
      await page.goto('/no-such-page');
      await expect(page.getByTestId('status-message')).toHaveText('Page not found: /no-such-page');
      expect(await layoutShifts(page)).toEqual([]);
    });

  test('a nested unknown path is a 404 too', async ({ page }) => {
    const response = await page.goto('/services/does-not-exist');
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId('status-message')).toHaveText('Page not found: /services/does-not-exist');
  });
});
