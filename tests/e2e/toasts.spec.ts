import { expect, type Page, test } from '@playwright/test';

import { waitForHydration } from './support/hydration';
import { SITE_NAME } from './support/site';
import { cookieBanner } from './support/visitor';

const region = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' });
const toasts = (page: Page) => region(page).locator('li');

/** Each consent answer confirms with a toast; the cookie button asks again. */
const answerConsent = async (page: Page, times: number) => {
  for (let i = 0; i < times; i++) {
    const settings = page.getByRole('button', { name: 'Cookie settings' });
    if (await settings.isVisible()) await settings.click();
    await cookieBanner(page)
      .getByRole('button', { name: i % 2 ? 'Decline' : 'Accept' })
      .click();
  }
  await expect(toasts(page).first()).toBeVisible();
};

/** When, on the page's clock, the first toast entered the DOM and when it closed. */
type ToastTimes = { shown?: number; closed?: number };

test.describe('toasts', () => {
  // Time runs naturally while the lazily loaded banner and toasts arrive; each
  // test then stops it and moves it on itself.
  // Pausing slightly ahead of now: the page's clock keeps running while the command travels.
  const stopTime = async (page: Page) => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
      } catch (error) {
        // On a busy machine more than that second can pass on the way: read the time again.
        if (attempt === 3 || !String(error).includes('fast-forward to the past')) throw error;
      }
    }
  };

  test.beforeEach(async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await waitForHydration(page);
  });

  test('close themselves after 5000 ms and leave the DOM 200 ms later', async ({ page }) => {
    // Note (on the page's own clock) when the toast appears and when it closes.
    await page.evaluate(() => {
      const times: ToastTimes = ((window as unknown as { toastTimes: ToastTimes }).toastTimes = {});
      new MutationObserver((_, observer) => {
        const toast = document.querySelector('[data-toast-id]');
        if (toast && !times.shown) times.shown = Date.now();
        if (toast?.getAttribute('data-state') === 'closed') {
          times.closed = Date.now();
          observer.disconnect();
        }
      }).observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-state'] });
    });
    const times = () => page.evaluate(() => (window as unknown as { toastTimes: ToastTimes }).toastTimes);
    await answerConsent(page, 1);
    await stopTime(page);
    const age = (await page.evaluate(() => Date.now())) - (await times()).shown!;
    expect(age).toBeLessThan(4500);
    await page.clock.runFor(4800 - age);
    await expect(toasts(page).first()).toHaveAttribute('data-state', 'open');
    // Its timer starts once the toast is on screen, a frame or two after it enters the DOM:
    // small steps with slack for a busy machine, so the close is seen within 50 ms.
    for (let step = 0; step < 8 && !(await times()).closed; step += 1) await page.clock.runFor(50);
    await expect(toasts(page).first()).toHaveAttribute('data-state', 'closed');
    const { shown, closed } = await times();
    expect(closed! - shown!).toBeGreaterThanOrEqual(5000);
    // Seen up to one 50 ms step late: still there 100 ms after, gone 250 ms after.
    await page.clock.runFor(closed! + 100 - (await page.evaluate(() => Date.now())));
    await expect(toasts(page)).toHaveCount(1);
    await page.clock.runFor(150);
    await expect(toasts(page)).toHaveCount(0);
  });

  test('show at most five at once, bottom right, 16 px apart', async ({ page }) => {
    // Stopped first: on a busy machine six answers can take longer than the first toast stays.
    await expect(cookieBanner(page)).toBeVisible();
    await stopTime(page);
    await answerConsent(page, 6);
    await expect(region(page).locator('li[data-state="open"]')).toHaveCount(5);
    await page.clock.runFor(250);
    await expect(toasts(page)).toHaveCount(5);
    const boxes = await Promise.all((await toasts(page).all()).slice(0, 2).map((toast) => toast.boundingBox()));
    expect(Math.round(boxes[1]!.y - (boxes[0]!.y + boxes[0]!.height))).toBe(16);
    const viewport = page.viewportSize()!;
    // The page's right edge: on a wide screen the scrollbar's place is kept to its right.
    const pageRight = await page.evaluate(() => document.body.getBoundingClientRect().right);
    const last = await toasts(page).last().boundingBox();
    expect(pageRight - (last!.x + last!.width)).toBeLessThanOrEqual(24);
    expect(pageRight - (last!.x + last!.width)).toBeGreaterThanOrEqual(8);
    expect(viewport.height - (last!.y + last!.height)).toBeLessThanOrEqual(24);
  });

  test('pause while hovered or focused', async ({ page }) => {
    await answerConsent(page, 1);
    await stopTime(page);
    await toasts(page).first().hover();
    await page.clock.runFor(8000);
    await expect(toasts(page).first()).toHaveAttribute('data-state', 'open');
    await page.mouse.move(5, 5);
    await page.keyboard.press('F8');
    await expect(region(page)).toBeFocused();
    await page.clock.runFor(8000);
    await expect(toasts(page).first()).toHaveAttribute('data-state', 'open');
    await page.getByRole('banner').getByRole('link', { name: SITE_NAME }).focus();
    await page.clock.runFor(5200);
    await expect(toasts(page)).toHaveCount(0);
  });

  test('swipe past 50 px dismisses, a shorter drag snaps back', async ({ page }) => {
    await answerConsent(page, 1);
    await stopTime(page);
    const toast = toasts(page).first();
    const box = (await toast.boundingBox())!;
    const drag = async (dx: number) => {
      await page.mouse.move(box.x + 40, box.y + box.height / 2);
      await page.mouse.down();
      await page.mouse.move(box.x + 40 + dx, box.y + box.height / 2, { steps: 4 });
      await page.mouse.up();
    };
    await drag(30);
    await expect(toast).toHaveAttribute('data-state', 'open');
    await drag(70);
    await expect(toast).toHaveAttribute('data-state', 'closed');
  });

  test('from the keyboard: F8 reaches them, Escape there goes back, and closing the last one goes back too', async ({ page }) => {
    await answerConsent(page, 2);
    await stopTime(page);
    const before = page.getByRole('button', { name: 'Cookie settings' });
    await before.focus();
    await page.keyboard.press('F8');
    await expect(region(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(before).toBeFocused();

    await page.keyboard.press('F8');
    await page.keyboard.press('Tab');
    const first = toasts(page).filter({ has: page.locator(':focus') });
    await expect(first).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(toasts(page).and(page.locator('[data-state="closed"]'))).toHaveCount(1);
    // Focus went to the other toast, not to the page.
    const open = toasts(page).and(page.locator('[data-state="open"]'));
    await expect(open.getByRole('button', { name: 'Close' })).toBeFocused();

    // The last one closed: focus leaves the emptied region for where F8 came from.
    await page.keyboard.press('Escape');
    await expect(toasts(page).and(page.locator('[data-state="open"]'))).toHaveCount(0);
    await expect(before).toBeFocused();
  });

  test('closing the last toast when F8 came from no control moves focus to the main content', async ({ page }) => {
    await answerConsent(page, 1);
    await stopTime(page);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('F8');
    await expect(region(page)).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(toasts(page).and(page.locator('[data-state="open"]'))).toHaveCount(0);
    await expect(page.locator('#main-content')).toBeFocused();
  });

  test('closing the last toast when the control F8 came from has gone moves focus to the main content', async ({ page }) => {
    await answerConsent(page, 1);
    await stopTime(page);
    await page.evaluate(() => {
      const button = document.createElement('button');
      button.id = 'gone-soon';
      document.querySelector('main')!.prepend(button);
      button.focus();
    });
    await page.keyboard.press('F8');
    await page.evaluate(() => document.getElementById('gone-soon')!.remove());
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await expect(toasts(page).and(page.locator('[data-state="open"]'))).toHaveCount(0);
    await expect(page.locator('#main-content')).toBeFocused();
  });

  test('a toast closed with a click or tap leaves focus to the page, so the others still close on time', async ({ page }) => {
    await answerConsent(page, 2);
    await stopTime(page);
    await toasts(page).first().getByRole('button', { name: 'Close' }).click();
    await expect(toasts(page).and(page.locator('[data-state="open"]'))).toHaveCount(1);
    await expect(region(page).locator(':focus')).toHaveCount(0);
    // Off the toasts, which hovering pauses: the one left closes after its time.
    await page.mouse.move(5, 5);
    await page.clock.runFor(5200);
    await expect(toasts(page)).toHaveCount(0);
  });

  test('at 400 % zoom two toasts take at most 60 % of the screen, the first whole, the second scrolled to', async ({ page }) => {
    // 1280 × 1024 at 400 %: 320 × 256 CSS pixels.
    await page.setViewportSize({ width: 320, height: 256 });
    await answerConsent(page, 2);
    await stopTime(page);
    const list = (await region(page).locator('ol').boundingBox())!;
    expect(list.height).toBeLessThanOrEqual(256 * 0.6);
    await expect(toasts(page).first()).toBeInViewport({ ratio: 1 });
    await toasts(page).last().scrollIntoViewIfNeeded();
    await expect(toasts(page).last()).toBeInViewport({ ratio: 0.95 });
  });

  test('at 400 % zoom a toast stays whole on screen, in front of the header', async ({ page }) => {
    // 1280 × 900 at 400 %: 320 × 225 CSS pixels.
    await page.setViewportSize({ width: 320, height: 225 });
    await answerConsent(page, 1);
    await stopTime(page);
    const toast = toasts(page).first();
    await expect(toast.getByText('Cookie preferences saved')).toBeInViewport({ ratio: 1 });
    const box = (await region(page).locator('ol').boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    const onTop = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('li') !== null, {
      x: box.x + box.width / 2,
      y: box.y + 4,
    });
    expect(onTop).toBe(true);
  });

  test('have a close button and are read out politely', async ({ page }) => {
    await answerConsent(page, 1);
    await stopTime(page);
    await expect(region(page)).toHaveAttribute('aria-live', 'polite');
    await toasts(page).first().getByRole('button', { name: 'Close' }).click();
    await expect(toasts(page).first()).toHaveAttribute('data-state', 'closed');
  });
});

for (const width of [375, 1280]) {
  test(`at ${width} px a toast that comes while the cookie banner is open shows clear of it, and at the foot again once it is answered`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 720 });
    // /press is always light: its colour-mode button answers with a toast instead of a change.
    await page.goto('/press');
    await waitForHydration(page);
    await expect(cookieBanner(page)).toBeVisible();
    await page.getByRole('button', { name: /^Colour mode/ }).click({ force: true });
    const toast = toasts(page).filter({ hasText: 'This page is always light' });
    await expect(toast).toBeInViewport({ ratio: 1 });
    const [toastBox, bannerBox, headerBox] = [
      (await toast.boundingBox())!,
      (await cookieBanner(page).boundingBox())!,
      (await page.getByRole('banner').boundingBox())!,
    ];
    // Below the header, above the banner: neither covers any of it.
    expect(toastBox.y).toBeGreaterThanOrEqual(headerBox.y + headerBox.height);
    expect(toastBox.y + toastBox.height).toBeLessThanOrEqual(bannerBox.y);

    await cookieBanner(page).getByRole('button', { name: 'Decline' }).click();
    const saved = toasts(page).filter({ hasText: 'Cookie preferences saved' });
    await expect(saved).toBeInViewport({ ratio: 1 });
    const savedBox = (await saved.boundingBox())!;
    expect(720 - (savedBox.y + savedBox.height)).toBeLessThan(100);
  });
}

/** Whether the element that has focus shows at its centre, not covered by anything, while a toast is there. */
const focusShowsBesideToast = (page: Page) =>
  page.evaluate(() => {
    const focused = document.activeElement!;
    const box = focused.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return { shows: !!hit && focused.contains(hit), toast: !!document.querySelector('[data-toast-id][data-state="open"]') };
  });

for (const { width, height } of [
  { width: 320, height: 568 },
  { width: 1280, height: 900 },
]) {
  test(`at ${width} px toasts move to the top instead of hiding what the keyboard focuses below them`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await page.goto('/');
    await waitForHydration(page);
    await cookieBanner(page).getByRole('button', { name: 'Decline' }).click();
    const saved = toasts(page).filter({ hasText: 'Cookie preferences saved' });
    await expect(saved).toBeInViewport({ ratio: 1 });
    const footer = page.getByRole('contentinfo');
    const stops = await footer.locator('a, button').count();
    await footer.locator('a').first().focus();
    for (let stop = 1; stop < stops; stop++) {
      await page.keyboard.press('Tab');
      const name = await page.evaluate(
        () => document.activeElement?.textContent || document.activeElement?.getAttribute('aria-label'),
      );
      // Polled while the toast is there: once it has closed after 5 s, nothing covers anything.
      await expect.poll(() => focusShowsBesideToast(page), `${name} shows with focus`).toEqual({ shows: true, toast: true });
    }
    // Still there for the visitor to read, at the top.
    await expect(saved).toBeInViewport({ ratio: 1 });
    expect((await saved.boundingBox())!.y).toBeLessThan(height / 2);
  });
}

test('with text at twice its size, as a reader’s stylesheet may set it, a toast keeps clear of both edges', async ({ page }) => {
  // 640 px is `sm`, where the toasts leave the phone layout; 24rem is then 768 px.
  await page.setViewportSize({ width: 640, height: 512 });
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => (document.documentElement.style.fontSize = '200%'));
  });
  await page.goto('/');
  await waitForHydration(page);
  await cookieBanner(page).getByRole('button', { name: 'Decline' }).click();
  const saved = toasts(page).filter({ hasText: 'Cookie preferences saved' });
  await expect(saved).toBeVisible();
  const box = (await saved.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(640);
});
