import { expect, test } from '@playwright/test';

import { waitForHydration } from './support/hydration';
import { colourAt } from './support/pixel';
import { SITE_NAME, exactText } from './support/site';
import { settledScrollY } from './support/scroll';
import { asReturningVisitor, cookieBanner } from './support/visitor';

test.use({ viewport: { width: 1280, height: 800 } });

test('keyboard only: skip link first, visible focus, logical order', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  // A first visit: the cookie banner is there to answer.
  const banner = cookieBanner(page);
  await expect(banner).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();

  // Then the cookie banner, which would otherwise wait until after the whole page, each of its controls in turn.
  const bannerStops = await banner.locator('a, button').count();
  expect(bannerStops).toBeGreaterThanOrEqual(5);
  for (let i = 0; i < bannerStops; i++) {
    await page.keyboard.press('Tab');
    expect(await banner.evaluate((region) => region.contains(document.activeElement)), `stop ${i + 1}`).toBe(true);
  }
  await expect(banner.getByRole('button', { name: 'Close', exact: true })).toBeFocused();

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
  expect(order.slice(0, 7)).toEqual([SITE_NAME, 'Services', 'Why?', 'FAQ', 'Contact', 'Colour mode', 'Contact']);
  // The brand link's focus ring outlines the logo and name, not the empty header beside them.
  const brand = page.getByRole('banner').getByRole('link', { name: SITE_NAME });
  const brandOverhang = await brand.evaluate(
    (link) => link.getBoundingClientRect().right - link.lastElementChild!.getBoundingClientRect().right,
  );
  expect(brandOverhang).toBeLessThanOrEqual(1);
  // Its ring is rounded and stands off the logo and name, as the other controls' rings do.
  const brandRing = await brand.evaluate((link) => {
    const style = getComputedStyle(link);
    return { offset: parseFloat(style.outlineOffset), radius: parseFloat(style.borderTopLeftRadius) };
  });
  expect(brandRing.offset).toBeGreaterThanOrEqual(4);
  expect(brandRing.radius).toBeGreaterThan(0);

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

test('moving focus into the sticky header does not scroll the page', async ({ page }) => {
  await page.goto('/about');
  await waitForHydration(page);
  // The banner's room at the page's foot changes where focusing the link scrolls to: it must be in place first.
  await expect(cookieBanner(page)).toBeVisible();
  const link = page.getByRole('main').getByRole('link', { name: 'how we work' });
  await link.scrollIntoViewIfNeeded();
  await link.focus();
  const before = await settledScrollY(page);
  expect(before).toBeGreaterThan(100);
  // Shift+Tab walks back from the content into the header's last control.
  await page.getByRole('banner').getByRole('link', { name: 'Contact' }).focus();
  // Focusing starts any scroll at once: the window, once at rest, has not moved.
  expect(await settledScrollY(page)).toBe(before);
});

test('a focused link is never left under the sticky header', async ({ page }) => {
  await page.goto('/about');
  await waitForHydration(page);
  const link = page.getByRole('main').getByRole('link', { name: 'how we work' });
  // Scroll so that the link sits just under the header, then focus it as Tab would.
  await page.evaluate(() => {
    const target = [...document.querySelectorAll('main a')].find((a) => a.textContent === 'how we work')!;
    window.scrollTo({ top: window.scrollY + target.getBoundingClientRect().top - 20, behavior: 'instant' });
  });
  await link.focus();
  await expect.poll(async () => (await link.boundingBox())!.y).toBeGreaterThanOrEqual(64);
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`a focused card link rings the whole card a click opens, not only its title (${colorScheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
    await asReturningVisitor(page);
    for (const [path, card] of [
      ['/', page.locator('#services li').first()],
      ['/how-we-work', page.locator('main section').filter({ has: page.getByRole('link', { name: '1. Workshop' }) })],
    ] as const) {
      await page.goto(path);
      await card.scrollIntoViewIfNeeded();
      const { x, y, width, height } = (await card.boundingBox())!;
      // Just outside the card's left and bottom edges, away from the title: where a ring round the card runs.
      const spots = [
        [x - 3, y + height / 2],
        [x + width / 2, y + height + 2],
      ] as const;
      const unfocused: [number, number, number][] = [];
      for (const [spotX, spotY] of spots) unfocused.push(await colourAt(page, spotX, spotY));
      const link = card.getByRole('link');
      await link.focus();
      expect(await link.evaluate((element) => element.matches(':focus-visible'))).toBe(true);
      for (const [index, [spotX, spotY]] of spots.entries()) {
        const focused = await colourAt(page, spotX, spotY);
        const change = focused.reduce((sum, channel, i) => sum + Math.abs(channel - unfocused[index]![i]!), 0);
        expect(change, `${path} at ${spotX}, ${spotY}`).toBeGreaterThan(150);
      }
    }
  });
}

test('a deep link lands just below the header', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/#faq');
  await expect.poll(() => page.evaluate(() => Math.round(document.getElementById('faq')!.getBoundingClientRect().top))).toBe(80);
});

test.describe('after a client navigation', () => {
  test('the new page is announced and the next Tab starts in its content', async ({ page }) => {
    await page.goto('/about');
    await waitForHydration(page);
    const link = page.getByRole('link', { name: 'see the open positions' });
    // In view first: focusing a link out of view would start a smooth scroll that outlives the test's steps.
    await link.scrollIntoViewIfNeeded();
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Careers');
    await expect(page.locator('#main-content')).toBeFocused();
    await expect(page.locator('[aria-live="polite"]').filter({ hasText: exactText(`Careers · ${SITE_NAME}`) })).toHaveCount(1);
    // Focus moved without scrolling: the new page starts at its top.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
  });

  test('a link to a section hands the next Tab to that section', async ({ page }) => {
    await page.goto('/about');
    await waitForHydration(page);
    await page.getByRole('banner').getByRole('link', { name: 'Contact' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/#contact$/);
    await expect(page.locator('#contact')).toBeFocused();
    await expect(page.locator('#contact')).toHaveCSS('outline-style', 'none');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('#contact') !== null)).toBe(true);
  });

  test('a footer link to a section of the page on screen hands the next Tab to that section', async ({ page }) => {
    await asReturningVisitor(page);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await waitForHydration(page);
    const faqLink = page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' });
    await faqLink.scrollIntoViewIfNeeded();
    await faqLink.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('#faq')).toBeInViewport();
    // Not left on the footer link, now far below: the next Tab would scroll back down to the footer.
    await expect(page.locator('#faq')).toBeFocused();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('#faq') !== null)).toBe(true);
    await expect(page.locator('#faq')).toBeInViewport();
  });
});
