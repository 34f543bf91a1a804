import { readFile } from 'node:fs/promises';

import { expect, type Page, test } from '@playwright/test';
import { imageSize } from 'image-size';

import { readCompany } from '../../src/content/company-facts';
import { PUBLISHED_CONTENT_PATHS, publishedPages } from './support/content';
import { BROWSER_ONLY } from './support/deployments';
import { holdRequests } from './support/held-requests';
import { waitForHydration } from './support/hydration';
import { brightness, colourAt } from './support/pixel';
import { SITE_URL } from './support/site';
import { asReturningVisitor } from './support/visitor';

test('every published content page renders from the index', BROWSER_ONLY, async ({ page }) => {
  const pages = await publishedPages();
  expect(pages.map((p) => p.path).sort()).toEqual([...PUBLISHED_CONTENT_PATHS].sort());
  for (const content of pages) {
    const response = await page.goto(content.path);
    expect(response?.status(), content.path).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.frontMatter.title);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', content.frontMatter.description);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE_URL}${content.path}`);
  }
});

test('every published page can be reached by following links from /, at most two clicks deep', async ({ request }) => {
  const linksOn = async (path: string) => {
    const html = await (await request.get(path)).text();
    return [...html.matchAll(/<a\b[^>]*\bhref="(\/[^"#?]*)/g)].map((match) => match[1]!.replace(/(.)\/$/, '$1'));
  };
  const reached = new Set(['/']);
  let frontier = ['/'];
  for (let depth = 0; depth < 2; depth++) {
    const next = (await Promise.all(frontier.map(linksOn))).flat().filter((path) => !reached.has(path));
    next.forEach((path) => reached.add(path));
    frontier = [...new Set(next)];
  }
  const unreachable = (await publishedPages()).map((page) => page.path).filter((path) => !reached.has(path));
  expect(unreachable).toEqual([]);
  for (const legal of ['/imprint', '/privacy']) expect(reached.has(legal), legal).toBe(true);
});

for (const javaScriptEnabled of [true, false]) {
  test(`the logo link on /press downloads the SVG instead of opening it (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled, acceptDownloads: true });
    const page = await context.newPage();
    await page.goto('/press');
    if (javaScriptEnabled) await waitForHydration(page);
    const link = page.getByRole('link', { name: 'Download the logo as SVG' });
    await expect(link).toHaveAttribute('href', '/logo.svg');
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe('example-software-logo.svg');
    expect(await readFile((await download.path())!, 'utf8')).toBe(await readFile('public/logo.svg', 'utf8'));
    // The page stays where it was: a file link is never a page of that name either.
    await expect(page).toHaveURL(/\/press$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Press kit');
    await context.close();
  });
}

test('an image in content keeps its place before it loads, then loads from this site', BROWSER_ONLY, async ({ page }) => {
  const size = imageSize(await readFile('public/images/first-project-timeline.svg'));
  // The image is held back until its box has been measured.
  const releaseImage = await holdRequests(page, '**/images/first-project-timeline.svg');
  await page.setViewportSize({ width: 375, height: 667 });
  await page.goto('/how-we-work', { waitUntil: 'domcontentloaded' });
  const image = page.getByRole('img', { name: /^Timeline of a typical first project/ });
  await expect(image).toHaveAttribute('loading', 'lazy');
  await image.scrollIntoViewIfNeeded();
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(0);
  const before = (await image.boundingBox())!;
  expect(before.width).toBeGreaterThan(300);
  expect(before.height).toBeCloseTo((before.width * size.height) / size.width, 0);
  releaseImage();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(size.width);
  expect((await image.boundingBox())!.height).toBeCloseTo(before.height, 0);
});

test('the timeline drawing keeps its labels apart, and sits in the middle of the column', BROWSER_ONLY, async ({ page }) => {
  await page.goto('/images/first-project-timeline.svg');
  const labels = await page.locator('text').evaluateAll((texts) =>
    texts.map((text) => {
      const { left, right, top, bottom } = text.getBoundingClientRect();
      return { text: text.textContent, left, right, top, bottom };
    }),
  );
  // Labels on one line (the scale) stand at least a word's width apart, so no two read as one label.
  for (const [index, label] of labels.entries())
    for (const other of labels.slice(index + 1)) {
      const sameLine = label.top < other.bottom && other.top < label.bottom;
      if (sameLine)
        expect(Math.max(other.left - label.right, label.left - other.right), `${label.text} and ${other.text}`).toBeGreaterThan(
          24,
        );
    }

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/how-we-work');
  const image = (await page.getByRole('img', { name: /^Timeline of a typical first project/ }).boundingBox())!;
  const column = (await page.locator('main .prose').boundingBox())!;
  expect(image.width).toBeLessThan(column.width);
  expect(image.x + image.width / 2).toBeCloseTo(column.x + column.width / 2, 0);
});

test.describe('the timeline image follows the colour mode the site shows', BROWSER_ONLY, () => {
  const TIMELINE = /^Timeline of a typical first project/;
  /** The image's own background, just inside its top right corner, once it has loaded. */
  const timelineBackground = async (page: Page) => {
    const image = page.getByRole('img', { name: TIMELINE });
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const box = (await image.boundingBox())!;
    return brightness(await colourAt(page, box.x + box.width - 12, box.y + 12));
  };

  test('dark on a light system when the visitor chose dark, light again after switching', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/how-we-work');
    await page.evaluate(() => localStorage.setItem('color-mode', 'dark'));
    await page.reload();
    expect(await timelineBackground(page)).toBeLessThan(60);

    await waitForHydration(page);
    await page.getByRole('button', { name: /^Colour mode/ }).click();
    await expect(page.locator('html')).toHaveClass('light');
    await expect.poll(() => timelineBackground(page)).toBeGreaterThan(200);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('it follows the system', async ({ page }) => {
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.goto('/how-we-work');
      expect(await timelineBackground(page)).toBeLessThan(60);
      await page.emulateMedia({ colorScheme: 'light' });
      await expect.poll(() => timelineBackground(page)).toBeGreaterThan(200);
    });
  });
});

test('prose components render: callout, card grid, badge, table, heading anchors', BROWSER_ONLY, async ({ page }) => {
  await page.goto('/how-we-work');
  await expect(page.locator('aside').filter({ hasText: 'Bring your own stack' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: '1. Workshop' })).toBeVisible();
  await expect(page.getByRole('link', { name: '3. Build' })).toHaveAttribute('href', '/services/web-applications');
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Link to this section: Tools we use' })).toHaveAttribute('href', '#tools-we-use');

  await page.goto('/careers');
  await expect(page.getByText('Hiring', { exact: true })).toBeVisible();
});

test('a heading selected with a triple click copies without its anchor’s "#"', BROWSER_ONLY, async ({ page }) => {
  await page.goto('/how-we-work');
  const heading = page.locator('h2#tools-we-use');
  await heading.hover();
  await expect(page.getByRole('link', { name: 'Link to this section: Tools we use' })).toHaveCSS('opacity', '1');
  await heading.click({ clickCount: 3 });
  expect((await page.evaluate(() => getSelection()!.toString())).trim()).toBe('Tools we use');
});

test(
  'the link to a heading’s section is reached by the keyboard, shows when focused, and is no part of the heading’s name',
  BROWSER_ONLY,
  async ({ page }) => {
    await asReturningVisitor(page);
    await page.goto('/how-we-work');
    await expect(page.getByRole('heading', { level: 2, name: 'Tools we use', exact: true })).toBeVisible();
    const link = page.getByRole('link', { name: 'Link to this section: Tools we use' });
    await expect(link).toHaveCSS('opacity', '0');
    // From the link before it in the page, as a keyboard user comes.
    await page.getByRole('link', { name: 'Link to this section: The four phases' }).focus();
    for (let step = 0; step < 20 && !(await link.evaluate((element) => element === document.activeElement)); step++)
      await page.keyboard.press('Tab');
    await expect(link).toBeFocused();
    await expect(link).toHaveCSS('opacity', '1');
    const box = (await link.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#tools-we-use$/);
  },
);

test.describe('on a touch screen', BROWSER_ONLY, () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 375, height: 667 } });

  test('the links to headings’ sections are shown, not an invisible tap area that jumps the page', async ({ page }) => {
    await asReturningVisitor(page);
    await page.goto('/how-we-work');
    const link = page.getByRole('link', { name: 'Link to this section: Tools we use' });
    await expect(link).toHaveCSS('opacity', '1');
    await link.tap();
    await expect(page).toHaveURL(/#tools-we-use$/);
  });

  test('each link to a heading’s section is a target of at least 24 × 24 px (WCAG 2.5.8)', async ({ page }) => {
    await asReturningVisitor(page);
    await page.goto('/careers');
    const anchors = page.getByRole('link', { name: /^Link to this section: / });
    expect(await anchors.count()).toBeGreaterThanOrEqual(4);
    for (const anchor of await anchors.all()) {
      const [box, name] = [(await anchor.boundingBox())!, (await anchor.getAttribute('aria-label')) ?? ''];
      expect(box.width, name).toBeGreaterThanOrEqual(24);
      expect(box.height, name).toBeGreaterThanOrEqual(24);
    }
  });
});

test(
  'pages quote the company facts from private/company.yaml, and count its years in business',
  BROWSER_ONLY,
  async ({ page }) => {
    const { email, phone, managingDirectors, founded } = await readCompany();
    // Counted when the site is built: a build in the last seconds of a year may count the one before.
    const years = new Date().getFullYear() - founded;
    await page.goto('/');
    const figure = page.locator('#why dl > div').filter({ has: page.getByText('years in business', { exact: true }) });
    await expect(figure.locator('dd')).toHaveText(new RegExp(`^(${years}|${years - 1})$`));
    await page.goto('/about');
    await expect(page.getByText(`Founded ${founded}`, { exact: true })).toBeVisible();

    await page.goto('/press');
    const pressContact = page.locator('main p').filter({ hasText: 'Questions from journalists' });
    await expect(pressContact).toContainText(managingDirectors.join(' and '));
    await expect(pressContact.getByRole('link', { name: phone })).toHaveAttribute('href', `tel:${phone.replace(/ /g, '')}`);
    await expect(pressContact.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
    await expect(page.locator('main')).not.toContainText('{{');
  },
);

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

test('a draft’s address answers the same 404 as any other missing page, byte for byte, without a word about drafts', async ({
  request,
}) => {
  const draft = await request.get('/services/ai-assistants');
  const missing = await request.get('/services/no-such-page');
  expect(draft.status()).toBe(404);
  expect(missing.status()).toBe(404);
  expect(await draft.body()).toEqual(await missing.body());
  expect(await draft.text()).not.toContain('draft-hint');
  expect(await draft.text()).not.toContain('PREVIEW_TOKEN');
});

test('a content link navigates on the client without a full reload', async ({ page }) => {
  await page.goto('/about');
  // Before hydration a click is a plain link, which would load the page in full.
  await waitForHydration(page);
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
  await page.getByRole('main').getByRole('link', { name: 'how we work' }).click();
  await expect(page).toHaveURL(/\/how-we-work$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('How we work');
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(
    `a table wider than a 320 px phone shades the edge where more is hidden (${colorScheme})`,
    BROWSER_ONLY,
    async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      await page.setViewportSize({ width: 320, height: 700 });
      await page.goto('/privacy');
      const box = page.locator('table').first().locator('..');
      await box.scrollIntoViewIfNeeded();
      // The box's own background alone: the table keeps its width but is not painted.
      await box.locator('table').evaluate((table) => (table.style.visibility = 'hidden'));
      const { x, y, width, height } = (await box.boundingBox())!;
      const middle = y + height / 2;
      const brightnessAt = async (at: number) => brightness(await colourAt(page, Math.round(at), Math.round(middle)));
      // How far each edge stands out from the box's plain background.
      const shade = async () => {
        const centre = await brightnessAt(x + width / 2);
        return {
          left: Math.abs((await brightnessAt(x + 2)) - centre),
          right: Math.abs((await brightnessAt(x + width - 3)) - centre),
        };
      };
      expect(await box.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
      // Unshaded is within a level or so of rounding; shaded stands out by eight or more.
      const atStart = await shade();
      expect(atStart.left).toBeLessThan(2);
      expect(atStart.right).toBeGreaterThan(8);
      await box.evaluate((element) => (element.scrollLeft = element.scrollWidth));
      const atEnd = await shade();
      expect(atEnd.left).toBeGreaterThan(8);
      expect(atEnd.right).toBeLessThan(2);
    },
  );
}
