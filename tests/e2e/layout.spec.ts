import { expect, type Page, test } from '@playwright/test';

import { waitForHydration } from './support/hydration';
import { SITE_NAME } from './support/site';
import { asReturningVisitor } from './support/visitor';
import { scrollInstantly } from './support/scroll';

const PAGES = ['/', '/services/web-applications', '/imprint', '/privacy'];

/** A visitor who answered the consent banner earlier, so the floating settings button shows. */

const box = async (page: Page, selector: string) => {
  const found = await page.locator(selector).first().boundingBox();
  if (!found) throw new Error(`${selector} is not on screen`);
  return found;
};

for (const width of [320, 360, 375]) {
  test(`at ${width} px the header fits the screen and keeps every control`, async ({ page }) => {
    await page.setViewportSize({ width, height: 700 });
    await asReturningVisitor(page);
    for (const path of PAGES) {
      await page.goto(path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBe(width);
      const header = page.getByRole('banner');
      // The brand link keeps its name even where only the logo shows.
      await expect(header.getByRole('link', { name: SITE_NAME })).toBeVisible();
      const controls = [header.getByRole('button', { name: /colour mode/i }), header.locator('[aria-label="Open menu"]:visible')];
      for (const control of controls) {
        const controlBox = await control.boundingBox();
        expect(controlBox, path).not.toBeNull();
        expect(controlBox!.x + controlBox!.width, path).toBeLessThanOrEqual(width);
      }
      // The brand's visible parts end before the first control begins.
      const brand = await header.getByRole('link', { name: SITE_NAME }).locator('span').boundingBox();
      const colourMode = await header.getByRole('button', { name: /colour mode/i }).boundingBox();
      if (brand && brand.width > 1) expect(brand.x + brand.width, path).toBeLessThanOrEqual(colourMode!.x);
      // From 360 px on, the whole name shows, not an ellipsis.
      if (width >= 360) {
        const name = header.getByRole('link', { name: SITE_NAME }).locator('span');
        expect(await name.evaluate((span) => span.scrollWidth <= span.clientWidth), path).toBe(true);
      }
    }
  });
}

const cookieButtonBox = async (page: Page) => {
  const button = page.getByRole('button', { name: 'Cookie settings' });
  await expect(button).toBeVisible();
  return (await button.boundingBox())!;
};

for (const width of [375, 1280]) {
  test(`at ${width} px the cookie settings button floats while reading and stops above the footer`, async ({ page }) => {
    await page.setViewportSize({ width, height: 700 });
    await asReturningVisitor(page);
    await page.goto('/imprint');
    await waitForHydration(page);

    // Mid-page it stays in the bottom corner of the viewport: on a phone the right one, off the starts of
    // the lines; on a wide screen the left one, beside the column of text.
    await scrollInstantly(page, 400);
    const reading = await cookieButtonBox(page);
    expect(reading.y + reading.height).toBeLessThanOrEqual(700);
    expect(reading.y + reading.height).toBeGreaterThan(700 - 40);
    if (width < 640) expect(reading.x).toBeGreaterThan(width - 80);
    else expect(reading.x).toBeLessThan(80);

    // Its icon at the size the layout asks for (size-4), within the 24 px tab.
    const icon = await page.getByRole('button', { name: 'Cookie settings' }).locator('span').boundingBox();
    expect(icon!.width).toBe(16);

    // At the end it rests above the footer, so no footer link lies under it.
    await scrollInstantly(page, 'end');
    const resting = await cookieButtonBox(page);
    const footer = (await page.locator('footer').boundingBox())!;
    expect(resting.y + resting.height).toBeLessThanOrEqual(footer.y);
  });

  test(`at ${width} px the cookie settings button's focus ring is drawn whole, not cut by the screen's edge`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 700 });
    await asReturningVisitor(page);
    await page.goto('/imprint');
    await waitForHydration(page);
    const button = page.getByRole('button', { name: 'Cookie settings' });
    await button.focus();
    await expect(button).toBeFocused();
    // The ring's outer edges: the button's box, grown by the outline's offset and width.
    const ring = await button.evaluate((element) => {
      const { outlineOffset, outlineWidth, outlineStyle } = getComputedStyle(element);
      const grow = parseFloat(outlineOffset) + parseFloat(outlineWidth);
      const box = element.getBoundingClientRect();
      return { outlineStyle, left: box.left - grow, right: box.right + grow, page: document.documentElement.clientWidth };
    });
    expect(ring.outlineStyle).not.toBe('none');
    expect(ring.left).toBeGreaterThanOrEqual(0);
    expect(ring.right).toBeLessThanOrEqual(ring.page);
  });

  test(`at ${width} px on a page shorter than the screen the cookie settings button leaves the footer free`, async ({ page }) => {
    // A phone this tall shows the whole 404 page, footer included, without scrolling.
    await page.setViewportSize({ width, height: 1000 });
    await asReturningVisitor(page);
    await page.goto('/no-such-page');
    await waitForHydration(page);
    const settings = await cookieButtonBox(page);
    const footer = (await page.locator('footer').boundingBox())!;
    expect(footer.y + footer.height).toBeLessThanOrEqual(1000);
    expect(settings.y + settings.height).toBeLessThanOrEqual(footer.y);
  });
}

/**
 * The words and controls of the page (not the button's own) that lie under the
 * cookie settings button, scrolling through the page 150 px at a time, each
 * named with the scroll position it was under at. In one call: a round trip
 * per position made this the slowest test.
 */
const textUnderCookieButtonWhileScrolling = (page: Page) =>
  page.evaluate(() => {
    const button = document.querySelector('button[aria-label="Cookie settings"]')!;
    type Box = { left: number; right: number; top: number; bottom: number };
    // What a box scrolled sideways inside a table's own scroller shows: only its part within the scroller.
    const visiblePart = (box: Box, element: Element | null): Box => {
      // Copied by name: a DOMRect's sides are getters, which spreading would drop.
      let clip = { left: box.left, right: box.right, top: box.top, bottom: box.bottom };
      for (let parent = element; parent && parent !== document.body; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX === 'visible') continue;
        const frame = parent.getBoundingClientRect();
        clip = {
          left: Math.max(clip.left, frame.left),
          right: Math.min(clip.right, frame.right),
          top: Math.max(clip.top, frame.top),
          bottom: Math.min(clip.bottom, frame.bottom),
        };
      }
      return clip;
    };
    const overlaps = (box: Box, element: Element | null, { left, right, top, bottom }: Box) => {
      const seen = visiblePart(box, element);
      return (
        seen.right > Math.max(seen.left, left) && seen.left < right && seen.bottom > Math.max(seen.top, top) && seen.top < bottom
      );
    };
    const coveredBy = (cover: Box) => {
      const covered: string[] = [];
      const walker = document.createTreeWalker(document.querySelector('main')!, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        if ([...range.getClientRects()].some((r) => overlaps(r, node.parentElement, cover)))
          covered.push(node.textContent.trim().slice(0, 40));
      }
      for (const control of document.querySelectorAll('main :is(a, button, summary, svg)'))
        if (overlaps(control.getBoundingClientRect(), control.parentElement, cover))
          covered.push(`<${control.tagName.toLowerCase()}>`);
      return covered;
    };
    const found: string[] = [];
    for (let top = 0; top < document.documentElement.scrollHeight; top += 150) {
      window.scrollTo({ top, behavior: 'instant' });
      found.push(...coveredBy(button.getBoundingClientRect()).map((text) => `scrolled to ${top}: ${text}`));
    }
    return found;
  });

for (const width of [375, 768, 1280]) {
  test(`at ${width} px the cookie settings button hides no words or controls as the page scrolls under it`, async ({ page }) => {
    await page.setViewportSize({ width, height: 700 });
    await asReturningVisitor(page);
    for (const path of ['/', '/about', '/careers', '/privacy']) {
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.getByRole('button', { name: 'Cookie settings' })).toBeVisible();
      expect(await textUnderCookieButtonWhileScrolling(page), path).toEqual([]);
    }
  });
}

test('the focused skip link has room around its text', async ({ page }) => {
  await page.goto('/imprint');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  const padding = await skip.evaluate((link) => getComputedStyle(link).paddingLeft);
  expect(parseFloat(padding)).toBeGreaterThanOrEqual(8);
  expect((await box(page, 'a[href="#main-content"]')).width).toBeGreaterThan(0);
});

test('inline code in prose shows no literal backticks', async ({ page }) => {
  await page.goto('/privacy');
  const code = page.locator('main code', { hasText: 'cookie-consent' }).first();
  await expect(code).toBeVisible();
  const decorations = await code.evaluate((element) => [
    getComputedStyle(element, '::before').content,
    getComputedStyle(element, '::after').content,
  ]);
  for (const content of decorations) expect(['none', 'normal', '""']).toContain(content);
});

/** Badges that end a sentence or a row of badges, by page, as the content writes them. */
const BADGES = [
  ['/about', /^Founded \d{4}$/],
  ['/about', '7 engineers'],
  ['/press', 'Media'],
  ['/services/web-applications', 'PostgreSQL'],
  ['/careers', 'Hiring'],
] as const;

for (const width of [320, 375]) {
  test(`at ${width} px no badge starts a line alone, away from the word or badge before it`, async ({ page }) => {
    await page.setViewportSize({ width, height: 700 });
    for (const [path, label] of BADGES) {
      await page.goto(path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBe(width);
      const badge = page.getByRole('main').getByText(label, { exact: true });
      const lines = await badge.evaluate((element) => {
        // The last letter before the badge: of the text before it, or of the badge before that.
        const before = element.previousSibling!;
        const range = document.createRange();
        if (before.nodeType === Node.TEXT_NODE && before.textContent!.trim()) {
          const end = before.textContent!.trimEnd().length;
          range.setStart(before, end - 1);
          range.setEnd(before, end);
        } else range.selectNodeContents(before.previousSibling!);
        const letter = [...range.getClientRects()].at(-1)!;
        const first = element.getClientRects()[0]!;
        return { letter: letter.top + letter.height / 2, badge: first.top + first.height / 2, lineHeight: letter.height };
      });
      expect(Math.abs(lines.badge - lines.letter), `${path}: ${label}`).toBeLessThan(lines.lineHeight / 2);
    }
  });
}

test('at 320 px a long German word an editor writes in an FAQ question or a hero button breaks instead of widening the page', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 700 });
  await page.goto('/');
  await waitForHydration(page);
  const word = 'Datenschutzgrundverordnungskonformitätsdokumentation';
  // The text as the landing YAML would bring it: the summary's own text, and a hero link's label.
  await page
    .locator('#faq summary')
    .first()
    .evaluate((summary, question) => {
      const text = [...summary.childNodes].find((node) => node.nodeType === Node.TEXT_NODE)!;
      text.textContent = question;
    }, `Wo liegt die ${word}?`);
  const heroLinks = page.locator('main div:has(> h1) a');
  await heroLinks.first().evaluate((link) => (link.textContent = 'Read how we run a typical project'));
  await heroLinks.nth(1).evaluate((link) => (link.textContent = 'Unsere Softwareentwicklungsdienstleistungen'));
  // Before, the FAQ grew to 599 px and the secondary button to 375 px, cut off at the right.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(320);
  for (const element of [page.locator('#faq summary').first(), heroLinks.first(), heroLinks.nth(1)]) {
    const { x, width } = (await element.boundingBox())!;
    expect(x + width).toBeLessThanOrEqual(320);
  }
});
