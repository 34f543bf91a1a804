import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

import { testClientAddress } from './support/client-address';
import { expectNoAxeViolations } from './support/axe';
import { TEST_PREVIEW_TOKEN } from './support/deployments';
import { asReturningVisitor, cookieBanner } from './support/visitor';

const PAGE_TYPES = {
  landing: '/',
  content: '/services/web-applications',
  imprint: '/imprint',
  privacy: '/privacy',
  'not found': '/no-such-page',
};

for (const [name, path] of Object.entries(PAGE_TYPES)) {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`${name} page has no WCAG 2.2 AA violations, consent banner open (${colorScheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      await page.goto(path);
      await expect(cookieBanner(page)).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
}

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the fatal 404 of a path failing the validity check has no violations (${colorScheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    const response = await page.goto('/Web_Apps');
    expect(response!.status()).toBe(404);
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test('at 375 px the tables on /privacy scroll in boxes that Tab reaches, each named after its section', async ({ page }) => {
  await asReturningVisitor(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/privacy');
  const boxes = page.getByRole('main').getByRole('region');
  await expect(boxes).toHaveCount(2);
  const names = ['Storage in your browser, table 1 of 2', 'Storage in your browser, table 2 of 2'];
  for (const [index, name] of names.entries()) await expect(boxes.nth(index)).toHaveAccessibleName(name);
  // The session storage table is wider than the phone: its box scrolls.
  const box = page.getByRole('region', { name: names[1], exact: true });
  expect(await box.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);

  // Rules beyond the WCAG tags: the box must be reachable, and named apart from its neighbour.
  const { violations } = await new AxeBuilder({ page })
    .withRules(['scrollable-region-focusable', 'landmark-unique', 'aria-allowed-role'])
    .analyze();
  expect(violations.map((violation) => violation.id)).toEqual([]);

  // Walked to with Tab, it shows the site's focus ring and the arrow keys scroll it.
  let reached = false;
  for (let presses = 0; presses < 80 && !reached; presses++) {
    await page.keyboard.press('Tab');
    reached = await box.evaluate((element) => element === document.activeElement);
  }
  expect(reached).toBe(true);
  await expect(box).toHaveCSS('outline-style', 'solid');
  await expect(box).toHaveCSS('outline-width', '2px');
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => box.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
});

test('a page with a toast, the preview-free header and the cookie button has no violations', async ({ page }) => {
  await page.goto('/about');
  await cookieBanner(page).getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByRole('region', { name: /Notifications/ }).locator('li')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Cookie settings' })).toBeVisible();
  await expectNoAxeViolations(page);
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`a page with the preview bar has no violations (${colorScheme})`, async ({ page }, testInfo) => {
    // An address of its own, so other tests' wrong tokens never rate-limit this one.
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': testClientAddress(testInfo) });
    await page.emulateMedia({ colorScheme });
    await page.goto(`/about?preview=${TEST_PREVIEW_TOKEN}`);
    await expect(page.getByTestId('preview-status')).toHaveText('Showing staged content where there is some.');
    await expectNoAxeViolations(page);
  });
}

test.describe('what a screen reader reads from content', () => {
  test.beforeEach(({ page }) => asReturningVisitor(page));

  test('a callout is named with its kind and title, and shows its kind in words, not by colour alone', async ({ page }) => {
    await page.goto('/how-we-work');
    const callout = page.getByRole('complementary', { name: 'Tip: Bring your own stack', exact: true });
    await expect(callout).toBeVisible();
    // Its kind above its title, the colon for screen readers only.
    await expect(callout.getByText(/^Tip:$/)).toBeVisible();
    // Each callout landmark is told apart by its name.
    const { violations } = await new AxeBuilder({ page }).include('main').withRules(['landmark-unique']).analyze();
    expect(violations.map((violation) => violation.id)).toEqual([]);
  });

  test('a badge is set off from the words around it, without brackets on the screen', async ({ page }) => {
    await page.goto('/careers');
    // Chromium names the heading "… engineer ( Hiring )": it spaces out the hidden brackets, which speech passes over.
    await expect(page.getByRole('heading', { level: 3, name: /^Senior full-stack engineer \( ?Hiring ?\)$/ })).toBeVisible();
    await page.goto('/about');
    const paragraph = page.getByRole('main').locator('p').filter({ hasText: 'two floors higher' });
    expect(await paragraph.evaluate((element) => element.textContent)).toMatch(
      /higher\.\u00a0\(Founded \d{4}\)\u00a0\(7 engineers\)$/,
    );
    // On the screen the labels alone: each bracket takes at most a clipped pixel.
    await expect(paragraph.getByText('7 engineers', { exact: true })).toBeVisible();
    const brackets = paragraph.getByText(/^[()]$/);
    await expect(brackets).toHaveCount(4);
    for (const box of await brackets.evaluateAll((spans) => spans.map((span) => span.getBoundingClientRect().toJSON())))
      expect(box.width * box.height).toBeLessThanOrEqual(1);
  });

  test('the imprint’s German legal form is marked as German, so it is not read with English sounds', async ({ page }) => {
    await page.goto('/imprint');
    await expect(page.getByRole('main').locator('span[lang="de"]')).toHaveText('Gesellschaft mit beschränkter Haftung (GmbH)');
  });
});
