import { expect, type Locator, test } from '@playwright/test';

import { expectNoAxeViolations } from './support/axe';
import { holdRequests, holdScripts } from './support/held-requests';
import { serveHtmlInTwoParts } from './support/html-in-two-parts';
import { waitForHydration } from './support/hydration';
import { layoutShifts, recordLayoutShifts } from './support/layout-shifts';
import { FIRST_SOCIAL, SITE_NAME } from './support/site';
import { scrollInstantly } from './support/scroll';
import { asReturningVisitor } from './support/visitor';

const SECTION_LINKS = [
  ['Services', '#services'],
  ['Why?', '#why'],
  ['FAQ', '#faq'],
  ['Contact', '#contact'],
] as const;

test.describe('header at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('on / it links the four sections, none current while the introduction is read', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [name, href] of SECTION_LINKS)
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    await expect(nav.locator('[aria-current]')).toHaveCount(0);
    await scrollInstantly(page, { section: 'services' });
    await expect(nav.getByRole('link', { name: 'Services' })).toHaveAttribute('aria-current', 'true');
    await expect(nav.locator('[aria-current]')).toHaveCount(1);
  });

  test('the current link follows the section on screen, none above every section', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'FAQ' }).click();
    await expect(nav.getByRole('link', { name: 'FAQ' })).toHaveAttribute('aria-current', 'true');
    await expect(nav.locator('[aria-current]')).toHaveCount(1);

    await page.locator('#why').scrollIntoViewIfNeeded();
    await scrollInstantly(page, { section: 'why' });
    await expect(nav.getByRole('link', { name: 'Why?' })).toHaveAttribute('aria-current', 'true');

    // Scrolled to the very top, above every section: none is current, as on arrival.
    await scrollInstantly(page, 0);
    await expect(nav.locator('[aria-current]')).toHaveCount(0);
  });

  test('hovering a link marks it without giving it the current link’s colour', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const colour = (name: string) => nav.getByRole('link', { name }).evaluate((link) => getComputedStyle(link).color);
    await scrollInstantly(page, { section: 'services' });
    await expect(nav.getByRole('link', { name: 'Services' })).toHaveAttribute('aria-current', 'true');
    const atRest = await colour('FAQ');
    await nav.getByRole('link', { name: 'FAQ' }).hover();
    // Compared once the colour transition has run its course.
    await expect.poll(() => colour('FAQ')).not.toBe(atRest);
    const faq = nav.getByRole('link', { name: 'FAQ' });
    await expect.poll(() => faq.evaluate((link) => link.getAnimations().length)).toBe(0);
    expect(await colour('FAQ')).not.toBe(await colour('Services'));
  });

  test('elsewhere it shows a single Home link, and Contact goes to /#contact', async ({ page }) => {
    await page.goto('/imprint');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveCount(1);
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    const contact = page.getByRole('banner').getByRole('link', { name: 'Contact', exact: true });
    await expect(contact).toHaveAttribute('href', '/#contact');
    await contact.click();
    await expect(page).toHaveURL(/\/#contact$/);
    await expect(page.locator('#contact')).toBeInViewport();
  });

  test('logo and company name link home; the colour-mode control has its place', async ({ page }) => {
    await page.goto('/about');
    const brand = page.getByRole('banner').getByRole('link', { name: SITE_NAME });
    await expect(brand).toHaveAttribute('href', '/');
    // The logo is drawn in the page, with no request of its own, and hidden from screen readers beside the name.
    const logo = brand.locator('svg');
    await expect(logo).toHaveAttribute('aria-hidden', 'true');
    expect(await logo.boundingBox()).toMatchObject({ width: 32, height: 32 });
    await expect(brand.locator('img')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /colour mode/i })).toBeVisible();
    await brand.click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a link to the page on screen takes the visitor back to its top, as reloading it would', async ({ page }) => {
    for (const [path, link] of [
      ['/', page.getByRole('banner').getByRole('link', { name: SITE_NAME })],
      ['/about', page.getByRole('contentinfo').getByRole('link', { name: 'About us' })],
    ] as const) {
      await page.goto(path);
      await waitForHydration(page);
      await scrollInstantly(page, 1500);
      await link.click();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      // As after a navigation, the next Tab starts in the content, not back down at the link.
      await expect(page.locator('main')).toBeFocused();
    }
  });

  test('the header is sticky and anchored sections land below it', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
    await expect(page.locator('#contact')).toBeInViewport();
    await page.waitForFunction(() => Math.abs(document.getElementById('contact')!.getBoundingClientRect().top) < 200);
    const header = await page.getByRole('banner').boundingBox();
    const section = await page.locator('#contact').boundingBox();
    expect(header?.y).toBe(0);
    expect(section!.y).toBeGreaterThanOrEqual(header!.height);
  });

  test('the layout uses a 10-column grid', async ({ page }) => {
    await page.goto('/');
    const columns = await page
      .getByRole('banner')
      .locator('> div')
      .evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
    expect(columns).toBe(10);
  });
});

for (const width of [1024, 1280, 1920]) {
  test(`at ${width} px the header's links are centred on the page, as the 404 page's message below them is`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    for (const path of ['/', '/no-such-page']) {
      await page.goto(path);
      const links = (await page.getByRole('banner').getByRole('navigation').getByRole('list').boundingBox())!;
      // The page's middle: the header spans the window, less a scrollbar.
      const header = (await page.getByRole('banner').boundingBox())!;
      const middle = header.x + header.width / 2;
      // Before, the links stood in columns 4 to 8 of 10: 45 to 55 px right of the middle.
      expect(Math.abs(links.x + links.width / 2 - middle), path).toBeLessThanOrEqual(2);
    }
  });
}

/** Just after the colour-mode button: a slow device often paints there, with Contact and the menu toggle still to come. */
const afterColorModeButton = (html: string) => {
  const button = html.indexOf('data-color-mode-control');
  return button < 0 ? -1 : html.indexOf('</button>', button) + '</button>'.length;
};

for (const width of [375, 1280]) {
  test(`at ${width} px a header whose HTML arrives in parts appears whole, with nothing sliding aside`, async ({
    page,
    baseURL,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'server', 'both deployments serve the same HTML');
    await page.setViewportSize({ width, height: 800 });
    const slowLine = await serveHtmlInTwoParts(baseURL!, afterColorModeButton);
    try {
      await recordLayoutShifts(page);
      // Loaded once the second part is in.
      await page.goto(`${slowLine.origin}/imprint`);
      expect(await layoutShifts(page)).toEqual([]);
    } finally {
      await slowLine.close();
    }
  });
}

for (const width of [375, 768]) {
  test.describe(`mobile menu at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });
    // What the menu does is the same at any width it shows at: that runs at the phone's only; how it looks runs at both.
    const atOneWidth = width === 375 ? test : () => {};

    test('the menu toggle is as high before hydration as after, so the header does not move as the page comes alive', async ({
      page,
      browser,
      baseURL,
    }) => {
      const withoutScript = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport: { width, height: 800 } });
      const served = await withoutScript.newPage();
      await served.goto('/imprint');
      const before = (await served.locator('details[data-menu-fallback]').boundingBox())!;
      await withoutScript.close();
      await page.goto('/imprint');
      await waitForHydration(page);
      const after = (await page.getByRole('button', { name: 'Open menu' }).boundingBox())!;
      expect(before.height).toBe(after.height);
    });

    test('the Contact button moves into the menu, below the links', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('banner').getByRole('link', { name: 'Contact', exact: true })).toBeHidden();
      await page.getByRole('button', { name: 'Open menu' }).click();
      const links = page.getByRole('dialog', { name: 'Menu' }).getByRole('navigation').getByRole('link');
      await expect(links).toHaveText(['Services', 'Why?', 'FAQ', 'Contact', 'Contact']);
      await expect(links.last()).toHaveAttribute('href', '#contact');
    });

    atOneWidth(
      'with the contact section on screen only its link in the menu is current, not the button too',
      async ({ page }) => {
        await page.goto('/#contact');
        await page.getByRole('button', { name: 'Open menu' }).click();
        const nav = page.getByRole('dialog', { name: 'Menu' }).getByRole('navigation');
        await expect(nav.locator('[aria-current]')).toHaveCount(1);
        await expect(nav.getByRole('link', { name: 'Contact' }).first()).toHaveAttribute('aria-current', 'true');
      },
    );

    atOneWidth('the toggle says "working" while the menu is still loading, and stops once it is open', async ({ page }) => {
      let releaseMenu!: () => void;
      const menuHeld = new Promise<void>((resolve) => (releaseMenu = resolve));
      await page.route(/\/assets\/mobile-menu-dialog-[^/]+\.js$/, async (route) => {
        await menuHeld;
        await route.continue();
      });
      await page.goto('/about');
      const toggle = page.getByRole('banner').getByRole('button', { name: /menu/ });
      const cursor = () => toggle.evaluate((el) => getComputedStyle(el).cursor);
      // A screen reader says the button opens a dialog before it is pressed.
      await expect(toggle).toHaveAttribute('aria-haspopup', 'dialog');
      await toggle.click();
      // Busy, and still closed for a screen reader: before, it said "Close menu, expanded" with nothing open.
      await expect(toggle).toHaveAttribute('aria-busy', 'true');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(toggle).toHaveAccessibleName('Open menu');
      expect(await cursor()).toBe('progress');
      releaseMenu();
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(toggle).toHaveAccessibleName('Close menu');
      expect(await cursor()).not.toBe('progress');
    });

    test('opens a fullscreen modal, traps focus, closes on Escape and returns focus', async ({ page }) => {
      await page.goto('/about');
      const toggle = page.getByRole('banner').getByRole('button', { name: /menu/ });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(toggle).toHaveAccessibleName('Open menu');
      await toggle.click();
      const dialog = page.getByRole('dialog', { name: 'Menu' });
      await expect(dialog).toBeVisible();
      expect(await dialog.boundingBox()).toEqual({ x: 0, y: 0, width, height: 800 });
      await expect(dialog.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');

      // Tabbing never reaches the page behind (past the last link focus may
      // rest on the document itself, as with any modal, then wraps around).
      for (let i = 0; i < 8; i++) {
        await page.keyboard.press('Tab');
        expect(
          await dialog.evaluate((el) => el.contains(document.activeElement) || document.activeElement === document.body),
        ).toBe(true);
      }
      // The page behind is inert and does not scroll.
      expect(
        await page.locator('main').evaluate((el) => el.closest('[inert]') !== null || el.getAttribute('aria-hidden') === 'true'),
      ).toBe(true);
      expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');

      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(toggle).toBeFocused();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    });

    atOneWidth('closes when the window grows past the menu breakpoint, leaving the page usable', async ({ page }) => {
      await page.goto('/about');
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
      // A tablet turned to landscape.
      await page.setViewportSize({ width: 1280, height: 800 });
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
      // The dialog unlocks scrolling when its closing ends, a moment after it is hidden.
      await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
      await expect(page.locator('main')).not.toHaveAttribute('inert');
      // The toggle focus went back to is hidden now: the header's first link has it, not the page's start.
      await expect(page.getByRole('banner').getByRole('navigation').getByRole('link').first()).toBeFocused();
      await page.getByRole('banner').getByRole('link', { name: 'Home' }).click();
      await expect(page).toHaveURL(/\/$/);
    });

    atOneWidth('Back closes it, also when Back only returns to another section of the page', async ({ page }) => {
      await asReturningVisitor(page);
      await page.goto('/');
      await waitForHydration(page);
      await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
      await expect(page).toHaveURL(/#faq$/);
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
      await page.evaluate(() => history.back());
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
      await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
    });

    atOneWidth(
      'Back to another page with the menu open leaves focus in that page’s content, not on the toggle',
      async ({ page }) => {
        await asReturningVisitor(page);
        await page.goto('/');
        await waitForHydration(page);
        await page.getByRole('contentinfo').getByRole('link', { name: 'Imprint' }).click();
        await expect(page).toHaveURL(/\/imprint$/);
        await page.getByRole('button', { name: 'Open menu' }).click();
        await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
        await page.goBack();
        await expect(page).toHaveURL(/\/$/);
        await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
        // The next Tab goes on from the content, as after any other change of page; a screen reader reads it, not the toggle.
        await expect(page.locator('main')).toBeFocused();
      },
    );

    atOneWidth('the toggle opens and closes it', async ({ page }) => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
      await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Close menu' }).click();
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
      await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
    });

    atOneWidth('closes after an in-page anchor and scrolls to it', async ({ page }) => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'FAQ' }).click();
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
      await expect(page).toHaveURL(/#faq$/);
      await expect(page.locator('#faq h2')).toBeInViewport();
      // A screen reader goes on from the section, as after the same link again; before, from the page's top.
      await expect(page.locator('#faq')).toBeFocused();
    });

    atOneWidth('a section link scrolls there again when the address already names that section', async ({ page }) => {
      await page.goto('/');
      await waitForHydration(page);
      const dialog = page.getByRole('dialog', { name: 'Menu' });
      for (let time = 0; time < 2; time += 1) {
        await scrollInstantly(page, 0);
        await page.getByRole('button', { name: 'Open menu' }).click();
        await dialog.getByRole('link', { name: 'FAQ' }).click();
        await expect(dialog).toBeHidden();
        await expect(page).toHaveURL(/\/#faq$/);
        await expect(page.locator('#faq h2')).toBeInViewport();
      }
    });

    atOneWidth('on / the logo in the menu closes it and goes back to the top', async ({ page }) => {
      await page.goto('/');
      await waitForHydration(page);
      await scrollInstantly(page, 1500);
      await page.getByRole('button', { name: 'Open menu' }).click();
      const dialog = page.getByRole('dialog', { name: 'Menu' });
      await dialog.getByRole('link', { name: SITE_NAME }).click();
      await expect(dialog).toBeHidden();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await expect(page).toHaveURL(/\/$/);
      await expect(page.locator('main')).toBeFocused();
    });

    atOneWidth('closes on route change', async ({ page }) => {
      await page.goto('/imprint');
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Home' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Web applications that keep working after launch day');
    });

    test('opened before the scripts arrive, its links stay where they are once they do', async ({ page }) => {
      const releaseScripts = await holdScripts(page);
      await page.goto('/', { waitUntil: 'commit' });
      await page.getByLabel('Menu', { exact: true }).click();
      const faq = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQ' });
      await expect(faq).toBeVisible();
      const before = await faq.boundingBox();
      releaseScripts();
      // Hydrated: React keeps its fiber on each element it has taken over.
      const colourMode = page.getByRole('banner').getByRole('button', { name: /^Colour mode/ });
      await expect
        .poll(() => colourMode.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'))))
        .toBe(true);
      // Turned into the full menu, the links would move under a finger reaching for one.
      await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0);
      expect(await faq.boundingBox()).toEqual(before);
      await faq.click();
      await expect(page).toHaveURL(/\/#faq$/);
      await expect(faq).toBeHidden();
      // Once closed, the toggle opens the full menu.
      await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    });

    atOneWidth('on a slow line the toggle shows the menu is coming until its dialog has loaded', async ({ page }) => {
      await page.goto('/about');
      await waitForHydration(page);
      const releaseDialog = await holdRequests(page, '**/assets/mobile-menu-dialog-*.js');
      const toggle = page.getByRole('banner').getByRole('button', { name: 'Open menu' });
      const cursorOf = (button: Locator) => button.evaluate((element) => getComputedStyle(element).cursor);
      await toggle.click();
      const waiting = page.getByRole('banner').getByRole('button', { name: /menu$/ });
      await expect.poll(() => cursorOf(waiting)).toBe('progress');
      expect(await waiting.evaluate((element) => getComputedStyle(element).animationName)).not.toBe('none');
      releaseDialog();
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
      expect(await cursorOf(waiting)).not.toBe('progress');
    });

    test('has no accessibility violations while open, on / and a content page, light and dark', async ({ page }) => {
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme });
        for (const path of ['/', '/services/web-applications']) {
          await page.goto(path);
          await page.getByRole('button', { name: 'Open menu' }).click();
          await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
          await expect(page.locator('html')).toHaveClass(colorScheme);
          await expectNoAxeViolations(page);
        }
      }
    });
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });

  test('the menu is a disclosure list and its links work', async ({ page }) => {
    await page.goto('/imprint');
    const toggle = page.getByLabel('Menu', { exact: true });
    await toggle.click();
    // Open, the toggle shows the close icon instead of the menu icon.
    await expect(toggle.locator('span').first()).toBeHidden();
    await expect(toggle.locator('span').last()).toBeVisible();
    const home = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' });
    await expect(home).toBeVisible();
    await home.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Web applications that keep working after launch day');
  });

  test('on / the menu stays open after a section link, and the section lands below it', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await page.getByLabel('Menu', { exact: true }).click();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveText(['Services', 'Why?', 'FAQ', 'Contact']);
    await nav.getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL(/\/#faq$/);
    const heading = page.locator('#faq h2');
    await expect(heading).toBeInViewport();
    // Nothing covers the heading: the point at its top left corner belongs to it.
    const covered = await heading.evaluate((element) => {
      const { left, top } = element.getBoundingClientRect();
      return !element.contains(document.elementFromPoint(left + 4, top + 4));
    });
    expect(covered).toBe(false);
    await expect(nav).toBeVisible();
  });

  test('the open menu fits a 320 px phone without scrolling the page sideways', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    for (const path of ['/', '/imprint']) {
      await page.goto(path);
      await page.getByLabel('Menu', { exact: true }).click();
      await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' })).toBeInViewport({
        ratio: 1,
      });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(320);
    }
  });
});

test.describe('footer', () => {
  test('shows name, notice, small links and socials from the app configuration', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(SITE_NAME);
    // First published in 2025: a range from then on, a single year while it was still 2025.
    const year = new Date().getFullYear();
    await expect(footer).toContainText(
      `© ${year > 2025 ? `2025–${year}` : '2025'} ${SITE_NAME}. All rights reserved. All trademarks belong to their respective owners.`,
    );
    // The services overview is linked from every page, not only from the landing page's cards.
    await expect(footer.getByRole('link', { name: 'Services' })).toHaveAttribute('href', '/services');
    await expect(footer.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/privacy');
    await expect(footer.getByRole('link', { name: 'Imprint' })).toHaveAttribute('href', '/imprint');
    const billing = footer.getByRole('link', { name: /Billing portal/ });
    await expect(billing).toHaveAttribute('href', /^https:\/\/billing\.stripe\.com\//);
    await expect(billing).toHaveAttribute('target', '_blank');
    await expect(billing).toHaveAttribute('rel', 'noopener noreferrer');
    // Sighted visitors see that it opens a new tab too: a small icon after the words, hidden from screen readers.
    await expect(billing).toHaveAccessibleName('Billing portal (opens in a new tab)');
    const newTabIcon = billing.locator('svg');
    await expect(newTabIcon).toBeVisible();
    const [text, icon] = [(await billing.boundingBox())!, (await newTabIcon.boundingBox())!];
    expect(icon.height).toBeLessThanOrEqual(16);
    expect(icon.y).toBeGreaterThanOrEqual(text.y - 1);
    expect(icon.y + icon.height).toBeLessThanOrEqual(text.y + text.height + 1);
    const social = footer.getByRole('link', { name: FIRST_SOCIAL.title });
    await expect(social).toHaveAttribute('href', FIRST_SOCIAL.to);
    await expect(social.locator('svg')).toHaveCount(1);
  });

  test('the FAQ link on /imprint lands on / with the FAQ in view', async ({ page }) => {
    await page.goto('/imprint');
    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL(/\/#faq$/);
    await expect(page.locator('#faq h2')).toBeInViewport();
  });
});
