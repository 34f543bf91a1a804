import { expect, test } from '@playwright/test';

import { waitForHydration } from './support/hydration';

test.use({ viewport: { width: 1280, height: 800 } });

test('keyboard only: skip link first, visible focus, logical order', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();

  // Then the header in reading order: brand, section links, colour mode, contact.
  const order: string[] = [];
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Tab');
    order.push(
      await page.evaluate(
        () => document.activeElement?.textContent?.trim() || document.activeElement?.getAttribute('aria-label') || '',
      ),
    );
    const outline = await page.evaluate(() => {
      const style = getComputedStyle(document.activeElement!);
      return `${style.outlineStyle} ${style.outlineWidth}`;
    });
    expect(outline, order.at(-1)).not.toMatch(/^none|0px$/);
  }
  expect(order.slice(0, 7)).toEqual([
    'Example Software GmbH',
    'Services',
    'Why?',
    'FAQ',
    'Contact',
    'Colour mode: System',
    'Contact',
  ]);

  // The skip link moves focus past the header.
  await page.goto('/about');
  await waitForHydration(page);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();
  await page.keyboard.press('Tab');
  const first = await page.evaluate(() => document.activeElement?.closest('main') !== null);
  expect(first).toBe(true);
});
