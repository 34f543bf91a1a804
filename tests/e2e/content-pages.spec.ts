import { expect, test } from '@playwright/test';

import { publishedPages } from './support/content';

test('every published content page renders from the index', async ({ page }) => {
  const pages = await publishedPages();
  expect(pages.length).toBeGreaterThanOrEqual(4);
  expect(pages.some((p) => p.path.split('/').length === 3)).toBe(true);
  for (const content of pages) {
    const response = await page.goto(content.path);
    expect(response?.status(), content.path).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.frontMatter.title);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', content.frontMatter.description);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `https://www.example.com${content.path}`);
  }
});

test('prose components render: callout, card grid, badge, table, heading anchors', async ({ page }) => {
  await page.goto('/how-we-work');
  await expect(page.locator('aside').filter({ hasText: 'Bring your own stack' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: '1. Workshop' })).toBeVisible();
  await expect(page.getByRole('link', { name: '3. Build' })).toHaveAttribute('href', '/services/web-applications');
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page.locator('h2#tools-we-use a[href="#tools-we-use"]')).toHaveCount(1);

  await page.goto('/careers');
  await expect(page.getByText('Hiring', { exact: true })).toBeVisible();
});

test('drafts and staged pages are not published', async ({ page }) => {
  for (const path of [
    '/services/ai-assistants',
    '/services/data-platforms',
    '/staging/about',
    '/staging/services/data-platforms',
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
  }
});

test('a content link navigates on the client without a full reload', async ({ page }) => {
  await page.goto('/about');
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
  await page.getByRole('link', { name: 'how we work' }).click();
  await expect(page).toHaveURL(/\/how-we-work$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('How we work');
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
});
