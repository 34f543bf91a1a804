import { expect, type Page, test } from '@playwright/test';

import { holdScripts } from './support/held-requests';
import { waitForHydration } from './support/hydration';

/** Records <html>'s class when parsing ends, before deferred and module scripts run. */
const recordClassBeforeScripts = (page: Page) =>
  page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') {
        (window as unknown as { classAtParse: string }).classAtParse = document.documentElement.className;
        (window as unknown as { schemeAtParse: string }).schemeAtParse = document.documentElement.style.colorScheme;
      }
    });
  });

/** Records every class <html> has had, including ones set and replaced within one task. */
const recordClassHistory = (page: Page) =>
  page.addInitScript(() => {
    const history: string[] = ((window as unknown as { classHistory: string[] }).classHistory = []);
    new MutationObserver((records) => {
      for (const record of records) if (record.target === document.documentElement) history.push(record.oldValue ?? '');
    }).observe(document, { subtree: true, attributeFilter: ['class'], attributeOldValue: true });
  });
const classHistory = (page: Page) =>
  page.evaluate(() => [...(window as unknown as { classHistory: string[] }).classHistory, document.documentElement.className]);

const classAtParse = (page: Page) => page.evaluate(() => (window as unknown as { classAtParse: string }).classAtParse);
// The name never changes, so a screen reader does not read it out again under focus: the description says the mode.
const control = (page: Page) => page.getByRole('button', { name: 'Colour mode', exact: true });

test.describe('colour mode', () => {
  test('system is the default and follows the OS, also when it changes', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await recordClassBeforeScripts(page);
    await page.goto('/');
    expect(await classAtParse(page)).toBe('dark');
    await expect(control(page)).toHaveAccessibleDescription('System');
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(page.locator('html')).toHaveClass('light');
    await expect(page.locator('html')).toHaveCSS('color-scheme', 'light');
  });

  test('hydration keeps the mode the first paint had: <html> never shows the other one', async ({ page }) => {
    // The OS is dark and the preference is system (nothing stored).
    await page.emulateMedia({ colorScheme: 'dark' });
    await recordClassHistory(page);
    await page.goto('/about');
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveClass('dark');
    expect(await classHistory(page)).not.toContain('light');

    // A page that forces light, for a visitor who chose dark.
    await page.evaluate(() => localStorage.setItem('color-mode', 'dark'));
    await page.goto('/press');
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveClass('light');
    expect(await classHistory(page)).not.toContain('dark');
  });

  test('a stored choice is applied before the first paint, in a new tab too, without hydration warnings', async ({
    page,
    context,
  }) => {
    const warnings: string[] = [];
    page.on('console', (message) => ['error', 'warning'].includes(message.type()) && warnings.push(message.text()));
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('color-mode', 'dark'));
    await recordClassBeforeScripts(page);
    await page.reload();
    expect(await classAtParse(page)).toBe('dark');
    expect(await page.evaluate(() => (window as unknown as { schemeAtParse: string }).schemeAtParse)).toBe('dark');
    await waitForHydration(page);
    await expect(control(page)).toHaveAccessibleDescription('Dark');

    const tab = await context.newPage();
    await recordClassBeforeScripts(tab);
    await tab.goto('/imprint');
    expect(await classAtParse(tab)).toBe('dark');
    expect(warnings.filter((text) => /hydrat/i.test(text))).toEqual([]);
  });

  test('the header control cycles the mode, stores the bare word and announces it', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/about');
    await waitForHydration(page);
    // On a light system the first click must show something: dark.
    await control(page).click();
    await expect(control(page)).toHaveAccessibleDescription('Dark');
    await expect(page.locator('html')).toHaveClass('dark');
    expect(await page.evaluate(() => localStorage.getItem('color-mode'))).toBe('dark');
    await expect(page.getByRole('status').filter({ hasText: 'Colour mode: Dark' })).toHaveCount(1);
    await control(page).click();
    await expect(control(page)).toHaveAccessibleDescription('Light');
    await expect(page.locator('html')).toHaveClass('light');
    expect(await page.evaluate(() => localStorage.getItem('color-mode'))).toBe('light');
    await control(page).click();
    await expect(control(page)).toHaveAccessibleDescription('System');
    await expect(page.locator('html')).toHaveClass('light');
  });

  test('a click before the scripts arrive is not lost, and the control carries on from it', async ({ page }) => {
    const releaseScripts = await holdScripts(page);
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/about', { waitUntil: 'commit' });
    await control(page).click();
    await expect(page.locator('html')).toHaveClass('dark');
    expect(await page.evaluate(() => localStorage.getItem('color-mode'))).toBe('dark');
    releaseScripts();
    await waitForHydration(page);
    await expect(control(page)).toHaveAccessibleDescription('Dark');
    // Hydrated, the control answers alone: one click, one step.
    await control(page).click();
    await expect(control(page)).toHaveAccessibleDescription('Light');
    await expect(page.locator('html')).toHaveClass('light');
    expect(await page.evaluate(() => localStorage.getItem('color-mode'))).toBe('light');
  });

  test("the control shows the stored mode's icon from the first paint, not only once the page has come alive", async ({
    page,
  }) => {
    const visibleIcon = () =>
      control(page)
        .locator('[data-icon-for]')
        .evaluateAll((icons) => icons.filter((icon) => icon.checkVisibility()).map((icon) => icon.getAttribute('data-icon-for')));
    await page.addInitScript(() => localStorage.getItem('color-mode') ?? localStorage.setItem('color-mode', 'dark'));
    const releaseScripts = await holdScripts(page);
    await page.goto('/about', { waitUntil: 'commit' });
    await expect(control(page)).toBeVisible();
    // Polled: the stylesheet, which hides the other two, may still be on its way.
    await expect.poll(visibleIcon).toEqual(['dark']);
    // A click before hydration moves the icon on with the mode.
    await control(page).click();
    await expect.poll(visibleIcon).toEqual(['light']);
    releaseScripts();
    await waitForHydration(page);
    expect(await visibleIcon()).toEqual(['light']);
    await control(page).click();
    await expect.poll(visibleIcon).toEqual(['system']);
  });

  test('on a dark system the first click goes light', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/about');
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveClass('dark');
    await control(page).click();
    await expect(control(page)).toHaveAccessibleDescription('Light');
    await expect(page.locator('html')).toHaveClass('light');
  });

  test('garbage in storage means system', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('color-mode', '"purple"'));
    await recordClassBeforeScripts(page);
    await page.reload();
    expect(await classAtParse(page)).toBe('dark');
    await expect(control(page)).toHaveAccessibleDescription('System');
  });

  test('storage the browser blocks means system from the first paint, and the button still switches', async ({ page }) => {
    // Blocked storage (a browser setting) throws on access instead of returning nothing.
    await page.addInitScript(() =>
      Object.defineProperty(window, 'localStorage', {
        get: () => {
          throw new DOMException('Access is denied for this document.', 'SecurityError');
        },
      }),
    );
    await page.emulateMedia({ colorScheme: 'dark' });
    await recordClassBeforeScripts(page);
    await page.goto('/');
    // Without a class the page would count as one without script: no mode button, until it hydrates.
    expect(await classAtParse(page)).toBe('dark');
    await waitForHydration(page);
    await expect(control(page)).toHaveAccessibleDescription('System');
    await control(page).click();
    await expect(page.locator('html')).toHaveClass('light');
  });

  test('a change in one tab reaches the others', async ({ page, context }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    const other = await context.newPage();
    await other.emulateMedia({ colorScheme: 'light' });
    await other.goto('/about');
    await waitForHydration(other);
    await waitForHydration(page);
    await control(page).click();
    await expect(page.locator('html')).toHaveClass('dark');
    await expect(other.locator('html')).toHaveClass('dark');
    await expect(control(other)).toHaveAccessibleDescription('Dark');
  });

  test('moving to and from a page that forces its mode, no frame shows a page in the other mode', async ({ page }) => {
    // The OS is light and the visitor chose dark; /press is always light.
    await page.emulateMedia({ colorScheme: 'light' });
    await page.addInitScript(() => {
      localStorage.setItem('color-mode', 'dark');
      const frames: { heading: string; mode: string }[] = ((window as unknown as { frames: unknown }).frames = []);
      // What a frame paints is the DOM as it stands when the frame's callbacks run.
      const record = () => {
        frames.push({
          heading: document.querySelector('main h1')?.textContent ?? '',
          mode: document.documentElement.className,
        });
        requestAnimationFrame(record);
      };
      requestAnimationFrame(record);
    });
    await page.goto('/about');
    await waitForHydration(page);
    const pressTitle = 'Press kit';
    const landingTitle = 'Web applications that keep working after launch day';
    await page.getByRole('contentinfo').getByRole('link', { name: 'Press' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pressTitle);
    await expect(page.locator('html')).toHaveClass('light');
    await page.getByRole('banner').getByRole('link', { name: 'Home' }).click();
    await expect(page.locator('html')).toHaveClass('dark');
    const recorded = () => page.evaluate(() => (window as unknown as { frames: { heading: string; mode: string }[] }).frames);
    // Recorded until a frame shows the landing page in dark mode: every frame on the way there is in.
    await expect
      .poll(async () => (await recorded()).some(({ heading, mode }) => heading === landingTitle && mode === 'dark'))
      .toBe(true);
    const frames = await recorded();
    const wrong = frames.filter(({ heading, mode }) => heading && mode !== (heading === pressTitle ? 'light' : 'dark'));
    expect(frames.some(({ heading }) => heading === pressTitle)).toBe(true);
    expect(wrong).toEqual([]);
  });

  test('a page can force its mode, before the first paint', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('color-mode', 'dark'));
    await recordClassBeforeScripts(page);
    await page.goto('/press');
    expect(await classAtParse(page)).toBe('light');
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveClass('light');
    await expect(control(page)).toBeDisabled();
    await expect(control(page)).toHaveAccessibleDescription('Dark (this page is always light)');
    // The tooltip a pointer shows says why the button is off, as its description does: so a pointer
    // reaches it, and the keyboard too (a disabled button takes neither, and its tooltip never showed).
    await expect(control(page)).toHaveAttribute('title', 'Colour mode: Dark (this page is always light)');
    const { x, y, width, height } = (await control(page).boundingBox())!;
    const underPointer = await page.evaluate(
      ([px, py]) => document.elementFromPoint(px!, py!)?.closest('button')?.title,
      [x + width / 2, y + height / 2],
    );
    expect(underPointer).toBe('Colour mode: Dark (this page is always light)');
    // It looks off under the pointer too: no hover background, as a clickable button has.
    await control(page).hover();
    expect(await control(page).evaluate((button) => getComputedStyle(button).backgroundColor)).toBe('rgba(0, 0, 0, 0)');
    await control(page).focus();
    await expect(control(page)).toBeFocused();
    await control(page).click({ force: true });
    await expect(page.locator('html')).toHaveClass('light');
    expect(await page.evaluate(() => localStorage.getItem('color-mode'))).toBe('dark');
    // Leaving the page gives the visitor's choice back.
    await page.getByRole('banner').getByRole('link', { name: 'Home' }).click();
    await expect(page.locator('html')).toHaveClass('dark');
  });
});

test.describe('on a touch screen, which shows no tooltip', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 375, height: 667 } });

  test('a tap on the colour-mode button of a page that forces its mode says why it stays', async ({ page }) => {
    await page.goto('/press');
    await waitForHydration(page);
    // Forced: Playwright waits for an aria-disabled button to be enabled, a finger does not.
    await control(page).tap({ force: true });
    const toasts = page.getByRole('region', { name: /Notifications/ });
    await expect(toasts.getByText('This page is always light')).toBeVisible();
    await expect(toasts.getByText('Your choice applies on the other pages.')).toBeVisible();
    await expect(page.locator('html')).toHaveClass('light');
    // A second tap does not stack a second toast.
    await control(page).tap({ force: true });
    await expect(toasts.getByText('This page is always light')).toHaveCount(1);
    // Where no page forces a mode, a tap changes it and explains nothing.
    await page.goto('/about');
    await waitForHydration(page);
    await control(page).tap();
    await expect(page.locator('html')).toHaveClass('dark');
    await expect(toasts.getByText(/This page is always/)).toHaveCount(0);
  });
});

test('a content page’s text takes the site’s ink in light and dark, not the typography plugin’s grey', async ({ page }) => {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.goto('/about');
    await expect(page.locator('html')).toHaveClass(colorScheme);
    const [text, ink] = await page.evaluate(() => [
      getComputedStyle(document.querySelector('main .prose p')!).color,
      getComputedStyle(document.body).color,
    ]);
    // Before, on dark pages it was grey-700 on near-black: 1.9 : 1.
    expect(text, colorScheme).toBe(ink);
  }
});

test('a content page’s text spans its column, and a task list’s items line up, bulleted or numbered', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/about');
  const prose = page.locator('main .prose');
  // The page column sets the measure, not the typography plugin's 65ch, whichever rule Tailwind sorts last.
  expect(await prose.evaluate((element) => getComputedStyle(element).maxWidth)).toBe('none');
  // A task list as markdown gives it (`- [x] …`, `1. [ ] …`), with an item long enough to wrap.
  const long = 'Load test against a copy of the production database, with the traffic of the busiest hour of last year';
  await prose.evaluate((element, text) => {
    element.insertAdjacentHTML(
      'beforeend',
      `<ul class="contains-task-list" data-probe><li class="task-list-item"><input type="checkbox" disabled checked> ${text} ${text}</li><li>A plain item</li></ul>` +
        `<ol class="contains-task-list" data-probe><li class="task-list-item"><input type="checkbox" disabled> Numbered task</li></ol>`,
    );
  }, long);
  const lines = await page
    .locator('ul[data-probe] > li')
    .first()
    .evaluate((item) => {
      const range = document.createRange();
      range.selectNodeContents(item);
      const starts = [...range.getClientRects()].filter((rect) => rect.width > 20).map((rect) => Math.round(rect.left));
      const box = item.querySelector('input')!.getBoundingClientRect();
      return { starts, checkboxRight: box.right, marker: getComputedStyle(item).listStyleType };
    });
  expect(lines.marker).toBe('none');
  // Its wrapped lines start where the first does, the checkbox in the bullet's place before them.
  expect(new Set(lines.starts).size).toBe(1);
  expect(lines.checkboxRight).toBeLessThan(lines.starts[0]!);
  const plain = await page
    .locator('ul[data-probe] > li')
    .nth(1)
    .evaluate((item) => getComputedStyle(item).listStyleType);
  expect(plain).toBe('disc');
  const numbered = await page.locator('ol[data-probe] > li').evaluate((item) => getComputedStyle(item).listStyleType);
  expect(numbered).toBe('decimal');
});
