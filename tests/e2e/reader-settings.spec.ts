import { expect, type Locator, type Page, test } from '@playwright/test';

import { waitForHydration } from './support/hydration';
import { SITE_NAME } from './support/site';
import { asReturningVisitor, CONSENT_KEY, cookieBanner } from './support/visitor';
import { scrollInstantly } from './support/scroll';

/** A returning visitor, so no banner covers the page. */

const underline = (link: Locator) => link.evaluate((element) => getComputedStyle(element).textDecorationLine);

test.describe('in forced colours (Windows high contrast)', () => {
  test.use({ forcedColors: 'active' });

  test('the current header link is underlined, the others are not', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await asReturningVisitor(page);
    await page.goto('/');
    await waitForHydration(page);
    await scrollInstantly(page, { section: 'services' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Services' })).toHaveAttribute('aria-current', 'true');
    expect(await underline(nav.getByRole('link', { name: 'Services' }))).toBe('underline');
    expect(await underline(nav.getByRole('link', { name: 'FAQ' }))).toBe('none');
  });

  test('in the mobile menu too', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await asReturningVisitor(page);
    await page.goto('/');
    await waitForHydration(page);
    await scrollInstantly(page, { section: 'services' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('link', { name: 'Services' })).toHaveAttribute('aria-current', 'true');
    expect(await underline(menu.getByRole('link', { name: 'Services' }))).toBe('underline');
    expect(await underline(menu.getByRole('link', { name: 'Why?' }))).toBe('none');
  });

  test('the header Contact button has a border, so it does not look like a link', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await asReturningVisitor(page);
    await page.goto('/imprint');
    const contact = page.getByRole('banner').getByRole('link', { name: 'Contact' });
    const border = await contact.evaluate((element) => {
      const style = getComputedStyle(element);
      return { width: parseFloat(style.borderTopWidth), style: style.borderTopStyle, color: style.borderTopColor };
    });
    expect(border.width).toBeGreaterThanOrEqual(1);
    expect(border.style).toBe('solid');
    expect(border.color).not.toBe('rgba(0, 0, 0, 0)');
  });

  test('a badge in a content page keeps an outline, so it reads as a label and not as part of the sentence', async ({ page }) => {
    await asReturningVisitor(page);
    await page.goto('/services/web-applications');
    const badge = page.getByRole('main').getByText('TypeScript', { exact: true });
    const outline = await badge.evaluate((element) => {
      const style = getComputedStyle(element);
      return { width: parseFloat(style.outlineWidth), style: style.outlineStyle, color: style.outlineColor };
    });
    expect(outline.width).toBeGreaterThanOrEqual(1);
    expect(outline.style).toBe('solid');
    expect(outline.color).not.toBe('rgba(0, 0, 0, 0)');
  });
});

test('outside forced colours the Contact button has no border, so it keeps its size', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await asReturningVisitor(page);
  await page.goto('/imprint');
  const contact = page.getByRole('banner').getByRole('link', { name: 'Contact' });
  await expect(contact).toHaveCSS('border-top-width', '0px');
});

// WCAG 1.4.12: what a reader's text-spacing bookmarklet or extension sets.
const TEXT_SPACING = `
  * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-bottom: 2em !important; }
`;

/** Adds TEXT_SPACING as a constructed sheet, as extensions do: the pages' CSP allows no inline <style>. */
const addTextSpacing = (page: Page) =>
  page.evaluate((css) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  }, TEXT_SPACING);

const PAGES = ['/', '/services/legacy-modernisation', '/services/web-applications', '/imprint', '/privacy', '/no-such-page'];

test('at 320 px with wider text spacing no heading runs off the screen', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  await asReturningVisitor(page);
  for (const path of PAGES) {
    await page.goto(path);
    await addTextSpacing(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBe(320);
  }
});

// Chrome's font size setting "Very large" is 24 px; 32 px is the largest a reader can pick in its settings.
test('with the largest default font at 375 px no page scrolls sideways', async ({ page, context }) => {
  await page.setViewportSize({ width: 375, height: 700 });
  await asReturningVisitor(page);
  const browser = await context.newCDPSession(page);
  await browser.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 32 } });
  for (const path of PAGES) {
    await page.goto(path);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBe(375);
  }
});

test('with the largest default font at 390 px the cookie banner’s answers keep their labels inside them', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const browser = await context.newCDPSession(page);
  await browser.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 32 } });
  await page.goto('/about');
  for (const name of ['Accept', 'Decline', 'Close']) {
    const button = cookieBanner(page).getByRole('button', { name, exact: true });
    const [label, box] = await button.evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return [range.getBoundingClientRect().toJSON(), element.getBoundingClientRect().toJSON()] as DOMRect[];
    });
    expect(label!.left, name).toBeGreaterThanOrEqual(box!.left);
    expect(label!.right, name).toBeLessThanOrEqual(box!.right);
  }
});

// A reader's style sheet, or a browser's text-only zoom, makes the text larger but leaves the breakpoints where they are.
test('at 375 px with text twice its size the company name shows in whole words or is left to screen readers', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 700 });
  await asReturningVisitor(page);
  await page.goto('/about');
  await page.evaluate(() => (document.documentElement.style.fontSize = '200%'));
  const brand = page.getByRole('banner').getByRole('link', { name: SITE_NAME });
  await expect(brand).toBeVisible();
  // Squeezed beside the buttons, the name would show as a sliver of letters ("E", "S") cut at its edge.
  const name = brand.locator('span').last();
  const { width, cut } = await name.evaluate((span) => ({ width: span.clientWidth, cut: span.scrollWidth > span.clientWidth }));
  expect(width <= 1 || !cut, `${width} px wide, cut: ${cut}`).toBe(true);
});

test('at 1280 px with text twice its size the header keeps its controls on screen', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 700 });
  await asReturningVisitor(page);
  for (const path of ['/', '/imprint']) {
    await page.goto(path);
    await page.evaluate(() => (document.documentElement.style.fontSize = '200%'));
    const header = page.getByRole('banner');
    // The call to action comes after the section links, one of which is named Contact too.
    const contact = header.getByRole('link', { name: 'Contact', exact: true }).last();
    for (const control of [header.getByRole('button', { name: /colour mode/i }), contact]) {
      const box = (await control.boundingBox())!;
      expect(box.x + box.width, path).toBeLessThanOrEqual(1280);
    }
  }
});

test('a long web address in the text breaks at the line end instead of widening the page', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 700 });
  await asReturningVisitor(page);
  await page.goto('/services/web-applications');
  const paragraph = page.getByRole('main').locator('p').first();
  await paragraph.evaluate((p) => {
    p.textContent = 'See https://www.example.com/documentation/integrations/single-sign-on/configuration-reference for details.';
  });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
  expect((await paragraph.boundingBox())!.width).toBeLessThanOrEqual(375);
});

const scrollDown = (page: Page) => scrollInstantly(page, 600);

// WCAG 1.4.10: 400 % zoom of a 1280 × 1024 window leaves 320 × 256 CSS px.
for (const [width, height] of [
  [320, 256],
  [740, 360],
  [1280, 400],
] as const) {
  test(`at ${width} × ${height} a link of the cookie banner the keyboard reaches stays clear of its answers`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await page.goto('/about');
    await waitForHydration(page);
    const answers = cookieBanner(page).locator('> :last-child');
    for (const name of [/Privacy policy/, /Imprint/]) {
      const link = cookieBanner(page).getByRole('link', { name });
      // As a Tab reaches it: focus scrolls the banner's text, which runs under its sticky row of answers.
      await link.focus();
      await expect(link).toBeFocused();
      const linkBox = (await link.boundingBox())!;
      const answersBox = (await answers.boundingBox())!;
      expect(linkBox.y + linkBox.height, `${name} ends above the answers`).toBeLessThanOrEqual(answersBox.y);
    }
  });
}

test.describe('at 400 % zoom, before the cookie banner is answered', () => {
  test.use({ viewport: { width: 320, height: 256 } });

  test('Tab from the imprint link brings Accept into view, and Enter answers', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const imprint = cookieBanner(page).getByRole('link', { name: /Imprint/ });
    await imprint.focus();
    await page.keyboard.press('Tab');
    const accept = cookieBanner(page).getByRole('button', { name: 'Accept' });
    await expect(accept).toBeFocused();
    await expect(accept).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(cookieBanner(page)).toBeHidden();
    expect(await page.evaluate((key) => localStorage.getItem(key), CONSENT_KEY)).toBe('true');
  });

  test('no text shows below the banner’s answers while it scrolls under them', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const region = cookieBanner(page);
    await expect(region).toBeVisible();
    // The strip between the answers and the banner's bottom border, by the banner's own geometry, clear of
    // its rounded corners (where the edge's anti-aliasing blends a pixel or two of whatever lies under it).
    const strip = await region.evaluate((banner) => {
      const row = banner.lastElementChild!.getBoundingClientRect();
      const box = banner.getBoundingClientRect();
      const { borderBottomWidth, borderBottomLeftRadius } = getComputedStyle(banner);
      const radius = parseFloat(borderBottomLeftRadius);
      return {
        x: box.x + radius,
        y: row.bottom,
        width: box.width - 2 * radius,
        height: box.bottom - parseFloat(borderBottomWidth) - row.bottom,
      };
    });
    expect(strip.height).toBeGreaterThan(2);
    const text = region.locator('p, h2');
    const range = await region.evaluate((banner) => banner.scrollHeight - banner.clientHeight);
    for (let top = 0; top <= range; top += 6) {
      await region.evaluate((banner, value) => (banner.scrollTop = value), top);
      const shown = await page.screenshot({ clip: strip });
      await text.evaluateAll((elements) => elements.forEach((element) => ((element as HTMLElement).style.visibility = 'hidden')));
      const hidden = await page.screenshot({ clip: strip });
      await text.evaluateAll((elements) => elements.forEach((element) => ((element as HTMLElement).style.visibility = '')));
      expect(shown.equals(hidden), `scrolled ${top} px`).toBe(true);
    }
  });

  test('scrolling the banner with the wheel brings Decline into view', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await cookieBanner(page).getByRole('heading', { name: 'Cookies and consent' }).hover();
    await page.mouse.wheel(0, 200);
    const decline = cookieBanner(page).getByRole('button', { name: 'Decline' });
    await expect(decline).toBeInViewport();
    await decline.click();
    await expect(cookieBanner(page)).toBeHidden();
    expect(await page.evaluate((key) => localStorage.getItem(key), CONSENT_KEY)).toBe('false');
  });
});

// A 1280 × 1024 screen at 400 % and at 200 % zoom, with the share of its height the page keeps there.
for (const { zoom, width, height, pageShare } of [
  { zoom: '400 %', width: 320, height: 256, pageShare: 0.4 },
  { zoom: '200 %', width: 640, height: 512, pageShare: 0.55 },
]) {
  test(`at ${zoom} zoom the sticky header and the unanswered cookie banner leave at least ${pageShare * 100} % of the height to the page`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await page.goto('/');
    await waitForHydration(page);
    await expect(cookieBanner(page)).toBeVisible();
    await scrollDown(page);
    const header = (await page.getByRole('banner').boundingBox())!;
    const banner = (await cookieBanner(page).boundingBox())!;
    expect(banner.y - Math.max(0, header.y + header.height)).toBeGreaterThanOrEqual(height * pageShare);
  });
}

for (const { width, height } of [
  { width: 375, height: 667 },
  { width: 1280, height: 800 },
]) {
  test(`at ${width} × ${height} the header stays at the top and the cookie banner shows whole`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await page.goto('/');
    await waitForHydration(page);
    await expect(cookieBanner(page)).toBeVisible();
    await scrollDown(page);
    expect((await page.getByRole('banner').boundingBox())!.y).toBe(0);
    expect(await cookieBanner(page).evaluate((banner) => banner.scrollHeight <= banner.clientHeight)).toBe(true);
  });
}

test('with wider text spacing the whole company name shows, clear of the buttons beside it', async ({ page }) => {
  await asReturningVisitor(page);
  for (const width of [360, 375, 414, 1024, 1280]) {
    for (const path of ['/about', '/']) {
      await page.setViewportSize({ width, height: 700 });
      await page.goto(path);
      await waitForHydration(page);
      await addTextSpacing(page);
      const name = page.getByRole('banner').getByText(SITE_NAME, { exact: true });
      const colourButton = page.getByRole('banner').getByRole('button', { name: /Colour mode/ });
      const nameBox = (await name.boundingBox())!;
      expect(nameBox.x + nameBox.width, `${path} at ${width} px`).toBeLessThanOrEqual((await colourButton.boundingBox())!.x);
      // WCAG 1.4.12: wider spacing may wrap the name, but must not cut it off.
      const clipped = await name.evaluate((span) => span.scrollWidth > span.clientWidth || span.scrollHeight > span.clientHeight);
      expect(clipped, `${path} at ${width} px`).toBe(false);
    }
  }
});

test.describe('with a request for more contrast, and in forced colours', () => {
  for (const setting of [{ contrast: 'more' }, { forcedColors: 'active' }] as const) {
    test(`the sticky header is solid, so text scrolling under it does not show through (${Object.values(setting)[0]})`, async ({
      page,
    }) => {
      await page.emulateMedia(setting);
      await asReturningVisitor(page);
      await page.goto('/about');
      // The background's opacity, read by painting it: computed colours come as rgb(), oklch() or color-mix().
      const opacity = await page.getByRole('banner').evaluate((header) => {
        const context = document.createElement('canvas').getContext('2d')!;
        context.fillStyle = getComputedStyle(header).backgroundColor;
        context.fillRect(0, 0, 1, 1);
        return context.getImageData(0, 0, 1, 1).data[3]! / 255;
      });
      expect(opacity).toBe(1);
    });
  }
});

test('with a request for more contrast, borders are as strong as muted text, in light and dark', async ({ page }) => {
  await asReturningVisitor(page);
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ contrast: 'more', colorScheme });
    await page.goto('/');
    const mutedText = await page.evaluate(() => {
      const probe = document.body.appendChild(document.createElement('span'));
      probe.style.color = 'var(--ink-muted)';
      return getComputedStyle(probe).color;
    });
    const outlineButton = page.getByRole('main').getByRole('link', { name: 'How we work', exact: true });
    expect(await outlineButton.evaluate((link) => getComputedStyle(link).borderTopColor), colorScheme).toBe(mutedText);
  }
});

test('with reduced motion the FAQ arrow turns without an animation', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await asReturningVisitor(page);
  await page.goto('/');
  const arrow = page.locator('#faq summary [aria-hidden="true"]').first();
  expect(await arrow.evaluate((element) => getComputedStyle(element).transitionDuration)).toBe('0s');
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  expect(await arrow.evaluate((element) => getComputedStyle(element).transitionDuration)).not.toBe('0s');
});

test('at 400 % zoom the open menu keeps its close button in view while its links scroll', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 256 });
  await asReturningVisitor(page);
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  expect(await menu.evaluate((dialog) => dialog.scrollHeight > dialog.clientHeight)).toBe(true);
  await menu.evaluate((dialog) => dialog.scrollTo({ top: dialog.scrollHeight, behavior: 'instant' }));
  const close = menu.getByRole('button', { name: 'Close menu' });
  await expect(close).toBeInViewport({ ratio: 1 });
  // Back up by keyboard: each link the focus reaches shows below the sticky top bar, not under it.
  const topBar = (await close.locator('..').boundingBox())!;
  const links = menu.getByRole('navigation').getByRole('link');
  for (let index = (await links.count()) - 1; index >= 0; index--) {
    await links.nth(index).focus();
    const link = (await links.nth(index).boundingBox())!;
    expect(link.y, `link ${index + 1} starts below the top bar`).toBeGreaterThanOrEqual(topBar.y + topBar.height - 1);
  }
  await close.click();
  await expect(menu).toBeHidden();
});

test.describe('with a style sheet of the reader’s that doubles the text, which media queries do not see', () => {
  test.use({ bypassCSP: true, viewport: { width: 1280, height: 800 } });

  test('the header keeps its menu button until its links fit, and nothing in it overlaps', async ({ page }) => {
    await asReturningVisitor(page);
    await page.goto('/');
    await waitForHydration(page);
    await page.addStyleTag({ content: 'html { font-size: 200% !important; }' });
    const header = page.getByRole('banner');
    await expect(header.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const toggle = header.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toBeVisible();
    const boxes = await Promise.all(
      [
        header.getByRole('link', { name: SITE_NAME }),
        header.getByRole('button', { name: /colour mode/i }),
        header.getByRole('link', { name: 'Contact' }),
        toggle,
      ].map(async (control) => (await control.boundingBox())!),
    );
    for (const [index, box] of boxes.entries())
      for (const other of boxes.slice(index + 1))
        expect(box.x + box.width <= other.x || other.x + other.width <= box.x, 'side by side, not over each other').toBe(true);

    // It opens, and stays open although the window is as wide as lg.
    await toggle.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('link', { name: 'FAQ' })).toBeVisible();
    await page.waitForTimeout(300);
    await expect(menu).toBeVisible();
    await menu.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();

    // With the reader's text size as the page sets it, the links are back.
    await page.addStyleTag({ content: 'html { font-size: 100% !important; }' });
    await expect(header.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(toggle).toBeHidden();
  });
});
