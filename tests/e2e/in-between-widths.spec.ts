import { readFile } from 'node:fs/promises';

import { expect, type Locator, type Page, test } from '@playwright/test';

import { TEST_PREVIEW_TOKEN } from './support/deployments';
import { actFrom, previewBar } from './support/preview-client';
import { waitForHydration } from './support/hydration';
import { asReturningVisitor } from './support/visitor';

// Between a phone and a desktop screen (640 to 1279 px) layouts switch at
// breakpoints; these are the places where one switched too early or too late.

test.beforeEach(async ({ page }, testInfo) => {
  await asReturningVisitor(page);
  // Layout is the same HTML and CSS in both deployments; the preview bar differs and runs in both.
  test.skip(testInfo.project.name === 'static' && !testInfo.titlePath.includes('the preview bar'), 'the same on the Node server');
});

const boxOf = async (locator: Locator) => {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator} is not on screen`);
  return box;
};

/** The boxes of each line a text runs over. */
const lineBoxes = (locator: Locator) =>
  locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
    // One box per line: a line can be made of several inline boxes.
    const lines = new Map<number, { left: number; right: number }>();
    for (const rect of rects) {
      const key = Math.round(rect.top);
      const line = lines.get(key);
      lines.set(key, line ? { left: Math.min(line.left, rect.left), right: Math.max(line.right, rect.right) } : rect);
    }
    return [...lines.values()].map(({ left, right }) => ({ left, width: right - left }));
  });

test('the figures under "Why" stand on one line, also where a label wraps', async ({ page }) => {
  for (const width of [768, 1024]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/#why');
    const figures = page.locator('#why dl > div');
    const labelHeights = await figures.locator('dt').evaluateAll((labels) => labels.map((label) => label.clientHeight));
    // The case this guards: labels of different lengths in one row.
    expect(new Set(labelHeights).size, `${width} px`).toBeGreaterThan(1);
    const tops = await figures.locator('dd').evaluateAll((values) => values.map((value) => value.getBoundingClientRect().top));
    expect(Math.max(...tops) - Math.min(...tops), `${width} px`).toBeLessThan(1);
  }
});

test('the service cards stand two by two until four fit with room for their words', async ({ page }) => {
  const columnsAt = async (width: number) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/#services');
    const lefts = await page
      .locator('#services ul > li')
      .evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().left)));
    return new Set(lefts).size;
  };
  expect(await columnsAt(768)).toBe(2);
  expect(await columnsAt(1024)).toBe(2);
  expect(await columnsAt(1280)).toBe(4);
});

test('the service cards of a row start their texts on one line, also where a title wraps', async ({ page }) => {
  for (const [width, perRow] of [
    [768, 2],
    [1280, 4],
    [1920, 4],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    const texts = page.locator('#services li p');
    const tops = await texts.evaluateAll((paragraphs) => paragraphs.map((p) => Math.round(p.getBoundingClientRect().top)));
    for (let row = 0; row < tops.length; row += perRow) {
      expect(new Set(tops.slice(row, row + perRow)).size, `${width} px, row ${row / perRow + 1}`).toBe(1);
    }
  }
});

test("the landing page's title is the largest heading on a phone too", async ({ page }) => {
  for (const width of [375, 639, 640, 768, 1024, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    const sizeOf = (locator: Locator) => locator.evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
    const title = await sizeOf(page.getByRole('heading', { level: 1 }));
    const section = await sizeOf(page.getByRole('heading', { level: 2, name: 'Services' }));
    expect(title, `${width} px`).toBeGreaterThan(section);
  }
  // No jump at the first breakpoint: one step, not twice the size.
  const titleAt = async (width: number) => {
    await page.setViewportSize({ width, height: 900 });
    return page.getByRole('heading', { level: 1 }).evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
  };
  expect((await titleAt(640)) / (await titleAt(639))).toBeLessThan(1.5);
});

test('article text keeps a readable line length at tablet width, and stays centred', async ({ page }) => {
  for (const width of [768, 900, 1023]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/services/web-applications');
    const prose = await boxOf(page.locator('main .prose'));
    // About 80 characters of body text; the full width at 1023 px was 117.
    expect(prose.width, `${width} px`).toBeLessThanOrEqual(672);
    expect(Math.abs(prose.x + prose.width / 2 - width / 2), `${width} px`).toBeLessThan(12);
  }
});

test('article text never gets narrower as the window gets wider', async ({ page }) => {
  let previous = 0;
  for (const width of [1023, 1024, 1100, 1279, 1280, 1440, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/privacy');
    const prose = await boxOf(page.locator('main .prose'));
    expect(prose.width, `${width} px`).toBeGreaterThanOrEqual(previous);
    expect(Math.abs(prose.x + prose.width / 2 - width / 2), `${width} px`).toBeLessThan(12);
    previous = prose.width;
  }
});

test('a heading in an article breaks into lines of similar length, not one word alone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/how-we-work');
  const lines = await lineBoxes(page.getByRole('heading', { level: 2, name: 'What we need from you' }));
  expect(lines.length).toBe(2);
  expect(lines[1]!.width / lines[0]!.width).toBeGreaterThan(0.5);
});

test('on a phone no FAQ question ends with a word alone on its last line', async ({ page }) => {
  for (const width of [375, 414]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    const lastLines = await page.locator('#faq summary').evaluateAll((summaries) =>
      summaries.map((summary) => {
        const text = [...summary.childNodes].find((node) => node.nodeType === Node.TEXT_NODE)!;
        const words = [...text.textContent!.matchAll(/\S+/g)].map((match) => {
          const range = document.createRange();
          range.setStart(text, match.index);
          range.setEnd(text, match.index + match[0].length);
          return { word: match[0], top: Math.round(range.getBoundingClientRect().top) };
        });
        const lastTop = Math.max(...words.map((word) => word.top));
        return words.filter((word) => word.top === lastTop).map((word) => word.word);
      }),
    );
    expect(lastLines.length).toBeGreaterThan(3);
    for (const line of lastLines) expect(line.length, `${width} px: ${line.join(' ')}`).toBeGreaterThan(1);
  }
});

test('the header buttons are square', async ({ page }) => {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    await waitForHydration(page);
    const buttons = [page.getByRole('banner').getByRole('button', { name: /colour mode/i })];
    if (width < 1024) buttons.push(page.getByRole('banner').getByRole('button', { name: 'Open menu' }));
    for (const button of buttons) {
      const { width: buttonWidth, height } = await boxOf(button);
      expect(buttonWidth, `${width} px`).toBe(40);
      expect(height, `${width} px`).toBe(40);
    }
  }
});

/** The open menu dialog's links and its Contact button at `width`. */
const openMenu = async (page: Page, width: number, path: string) => {
  await page.setViewportSize({ width, height: 900 });
  await page.goto(path);
  await waitForHydration(page);
  await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
};

test('in the menu the links, the button and the logo start on one line', async ({ page }) => {
  for (const [width, path] of [
    [375, '/'],
    [768, '/how-we-work'],
  ] as const) {
    const dialog = await openMenu(page, width, path);
    const logo = await boxOf(
      dialog
        .getByRole('link', { name: /Example Software/ })
        .locator('svg, img')
        .first(),
    );
    const links = dialog.getByRole('list').getByRole('link');
    const count = await links.count();
    for (let index = 0; index < count - 1; index++) {
      const [firstLine] = await lineBoxes(links.nth(index));
      expect(Math.abs(firstLine!.left - logo.x), `${width} px, link ${index + 1}`).toBeLessThan(1);
    }
    const button = await boxOf(links.last());
    expect(Math.abs(button.x - logo.x), `${width} px, button`).toBeLessThan(1);
  }
});

test("the menu's Contact button is as wide as its word on a tablet, and the screen's width on a phone", async ({ page }) => {
  const dialog = await openMenu(page, 768, '/how-we-work');
  expect((await boxOf(dialog.getByRole('link', { name: 'Contact' }))).width).toBeLessThan(200);
  const onPhone = await openMenu(page, 375, '/how-we-work');
  expect((await boxOf(onPhone.getByRole('link', { name: 'Contact' }))).width).toBeGreaterThan(300);
});

test('the timeline drawing in an article is legible on a 320 px phone', async ({ page }) => {
  const drawing = await readFile('public/images/first-project-timeline.svg', 'utf8');
  const viewBoxWidth = Number(/viewBox="0 0 (\d+)/.exec(drawing)![1]);
  const smallestFont = Math.min(...[...drawing.matchAll(/font-size="(\d+)"/g)].map((match) => Number(match[1])));
  await page.setViewportSize({ width: 320, height: 700 });
  await page.goto('/how-we-work');
  const image = page.getByRole('img', { name: /^Timeline of a typical first project/ });
  await image.scrollIntoViewIfNeeded();
  const shown = await boxOf(image);
  expect((smallestFont * shown.width) / viewBoxWidth).toBeGreaterThanOrEqual(12);
});

test.describe('the preview bar', () => {
  test.beforeEach(({ page }, testInfo) => actFrom(page, testInfo));

  test('keeps its words whole from phone to desktop: the status gets a line of its own where the row is short', async ({
    page,
  }) => {
    await page.goto(`/about?preview=${TEST_PREVIEW_TOKEN}`);
    const bar = previewBar(page);
    const status = bar.getByTestId('preview-status');
    await expect(status).not.toBeEmpty();
    for (const width of [375, 640, 768, 900, 1024, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      // At most two lines of text besides the row of controls: words squeezed into a column made six or more.
      const lines = await lineBoxes(status);
      expect(lines.length, `${width} px`).toBeLessThanOrEqual(2);
      const exit = await boxOf(bar.getByRole('button', { name: 'Exit preview' }));
      const refresh = await boxOf(bar.getByRole('button', { name: 'Refresh' }));
      expect(Math.abs(exit.y - refresh.y), `${width} px: Refresh and Exit on one row`).toBeLessThan(1);
    }
  });
});
