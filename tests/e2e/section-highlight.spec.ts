import { expect, type Page, test } from '@playwright/test';

import { holdRequests } from './support/held-requests';
import { waitForHydration } from './support/hydration';
import { SITE_NAME } from './support/site';
import { scrollInstantly } from './support/scroll';
import { asReturningVisitor, cookieBanner } from './support/visitor';

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** Exactly one header link is marked, and it is this one. */
const expectCurrent = async (page: Page, name: string) => {
  const nav = mainNav(page);
  await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('aria-current', 'true');
  await expect(nav.locator('[aria-current]')).toHaveCount(1);
  // Marked by more than its colour, which not every visitor can tell apart: it alone is underlined.
  const underlined = await nav
    .getByRole('link')
    .evaluateAll((links) =>
      links.filter((link) => getComputedStyle(link).textDecorationLine === 'underline').map((link) => link.textContent),
    );
  expect(underlined).toEqual([name]);
};

/** Above the first section no header link is marked: the visitor reads the introduction. */
const expectNoneCurrent = (page: Page) => expect(mainNav(page).locator('[aria-current]')).toHaveCount(0);

const atBottom = (page: Page) =>
  page.evaluate(() => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight);

// Short screens bring Contact up to the reading line; tall ones run out of page first.
for (const [width, height] of [
  [1280, 800],
  [1440, 900],
  [1920, 1200],
  [2560, 1440],
  [1024, 1366],
] as const) {
  test.describe(`section highlight at ${width}×${height}`, () => {
    test.use({ viewport: { width, height } });

    test('Contact in the header marks Contact', async ({ page }) => {
      await page.goto('/');
      await waitForHydration(page);
      await mainNav(page).getByRole('link', { name: 'Contact' }).click();
      await expect(page.locator('#contact')).toBeInViewport();
      await expectCurrent(page, 'Contact');
    });

    test('the section clicked in the header is marked, also where the page ends before its top reaches the line', async ({
      page,
    }) => {
      // No cookie banner: its room below the footer would let the page scroll further.
      await asReturningVisitor(page);
      await page.goto('/');
      await waitForHydration(page);
      for (const name of ['FAQ', 'Contact', 'FAQ', 'Why?']) {
        await mainNav(page).getByRole('link', { name, exact: true }).click();
        await expectCurrent(page, name);
      }
    });

    test('scrolled to the bottom the last section is current, and back up the one being read', async ({ page }) => {
      await page.goto('/');
      await waitForHydration(page);
      // A first visit: the banner's room below the footer is part of the page's end once it is up.
      await expect(cookieBanner(page)).toBeVisible();
      await scrollInstantly(page, 'end');
      expect(await atBottom(page)).toBe(true);
      await expectCurrent(page, 'Contact');

      await scrollInstantly(page, { section: 'why' });
      await expectCurrent(page, 'Why?');
    });
  });
}

test('a cookie banner that appears after a jump to Contact leaves Contact marked, though it adds room below the footer', async ({
  page,
}) => {
  // A tall screen: Contact is marked because the page has reached its end, as its top never reaches the line.
  await page.setViewportSize({ width: 2560, height: 1440 });
  // A first visit on a slow line: the banner's code arrives after the visitor has jumped.
  const releaseBanner = await holdRequests(page, '**/assets/cookie-banner-*.js');
  await page.goto('/');
  await waitForHydration(page);
  await mainNav(page).getByRole('link', { name: 'Contact' }).click();
  await expectCurrent(page, 'Contact');
  const scrolled = await page.evaluate(() => window.scrollY);
  releaseBanner();
  await expect(cookieBanner(page)).toBeVisible();
  // Nothing on screen moved, so the mark does not either.
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  // The observers report within the frames after a change of layout: let two pass, and the task after them.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done)))));
  await expectCurrent(page, 'Contact');
});

test.describe('coming back to /', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  const brand = (page: Page) => page.getByRole('banner').getByRole('link', { name: SITE_NAME });
  const privacy = (page: Page) => page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' });
  /** On /, Contact is current; then on to /privacy by the footer. */
  const fromContactToPrivacy = async (page: Page) => {
    await page.goto('/');
    await waitForHydration(page);
    await mainNav(page).getByRole('link', { name: 'Contact' }).click();
    await expectCurrent(page, 'Contact');
    await privacy(page).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy policy');
  };

  test('the logo shows / at the top again, no section marked', async ({ page }) => {
    await fromContactToPrivacy(page);
    await brand(page).click();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expectNoneCurrent(page);
  });

  test('Back and Forward mark the section where / is shown again', async ({ page }) => {
    await fromContactToPrivacy(page);

    // Back returns to Contact.
    await page.goBack();
    await expect(page.locator('#contact')).toBeInViewport();
    await expectCurrent(page, 'Contact');

    // Forward, then home by the logo: the top of the page.
    await page.goForward();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy policy');
    await brand(page).click();
    await expectNoneCurrent(page);

    // Back and Forward again return to that visit's top.
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy policy');
    await page.goForward();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expectNoneCurrent(page);
  });
});
