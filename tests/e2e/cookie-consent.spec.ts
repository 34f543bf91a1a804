import { expect, type Locator, type Page, test } from '@playwright/test';

import { SLOW_ICON_API } from './support/deployments';
import { waitForHydration } from './support/hydration';
import { layoutShifts, recordLayoutShifts } from './support/layout-shifts';
import { asVisitorWhoAnswered, CONSENT_KEY, cookieBanner } from './support/visitor';
import { scrollInstantly } from './support/scroll';

const stored = (page: Page) => page.evaluate((key) => localStorage.getItem(key), CONSENT_KEY);

/** A returning visitor who accepted opens the banner again from the cookie button by keyboard; it takes the focus. */
const reopenByKeyboard = async (page: Page) => {
  await asVisitorWhoAnswered(page, true);
  await page.goto('/imprint');
  await waitForHydration(page);
  const settings = page.getByRole('button', { name: 'Cookie settings' });
  await settings.focus();
  await page.keyboard.press('Enter');
  await expect(cookieBanner(page)).toBeFocused();
  return settings;
};

type BurstPiece = { size: string; hidden: boolean; keyframes: string };

/**
 * Records each burst piece as it is sent off: on a busy machine the burst can
 * be over before a check reaches the page, and a finished piece leaves nothing
 * to inspect.
 */
const recordBurstPieces = (page: Page) =>
  page.addInitScript(() => {
    const animate = Element.prototype.animate;
    const pieces: { size: string; hidden: boolean; keyframes: string }[] = [];
    Object.assign(window, { burstPieces: pieces });
    Element.prototype.animate = function (keyframes, options) {
      if (this instanceof HTMLElement && this.closest('[data-emoji-burst]')) {
        const hidden = this.closest('[aria-hidden="true"]') !== null;
        pieces.push({ size: this.style.fontSize, hidden, keyframes: JSON.stringify(keyframes) });
      }
      return animate.call(this, keyframes, options);
    };
  });
const burstPieces = (page: Page) => page.evaluate(() => (window as unknown as { burstPieces: BurstPiece[] }).burstPieces);

/** Whether the skip link is placed on the screen (fixed, as on focus-visible) rather than visually hidden. */
const shownOnScreen = (link: Locator) => link.evaluate((element) => getComputedStyle(element).position === 'fixed');

test.describe('cookie consent', () => {
  test('shows on a first visit, announced but without taking focus', async ({ page }) => {
    await page.goto('/');
    await expect(cookieBanner(page)).toBeVisible();
    expect(await cookieBanner(page).evaluate((el) => el.closest('[aria-live="polite"]') !== null)).toBe(true);
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
  });

  test('the cookie button is announced only when focus reaches it, and the reopened banner only by its focus', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    await cookieBanner(page).getByRole('button', { name: 'Decline' }).click();
    const settings = page.getByRole('button', { name: 'Cookie settings' });
    await expect(settings).toBeVisible();
    // In a live region it would be read out, out of context, on every page load.
    expect(await settings.evaluate((button) => button.closest('[aria-live]'))).toBeNull();
    await settings.focus();
    await page.keyboard.press('Enter');
    await expect(cookieBanner(page)).toBeFocused();
    expect(await cookieBanner(page).evaluate((banner) => banner.closest('[aria-live]'))).toBeNull();
  });

  test('comes right after the skip link in reading and Tab order, before the header', async ({ page }) => {
    await page.goto('/about');
    await waitForHydration(page);
    await expect(cookieBanner(page)).toBeVisible();
    const follows = async (first: Locator, second: Locator) =>
      first.evaluate(
        (a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0,
        await second.elementHandle(),
      );
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    expect(await follows(skip, cookieBanner(page))).toBe(true);
    expect(await follows(cookieBanner(page), page.getByRole('banner'))).toBe(true);
    await page.keyboard.press('Tab');
    await expect(skip).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(cookieBanner(page).getByRole('button', { name: 'Cookie confetti' })).toBeFocused();
    // Still drawn at the foot of the screen, where it covers no heading or header control.
    const box = (await cookieBanner(page).boundingBox())!;
    expect(box.y + box.height).toBeGreaterThan(page.viewportSize()!.height - 40);
  });

  test('says what Accept would load: the remote icon API this build is configured with', async ({ page }) => {
    await page.goto('/');
    // build:test points ICONS_REMOTE_API at the slow stand-in; a build without one says nothing here.
    await expect(cookieBanner(page)).toContainText(
      `If you accept, icons load from ${new URL(SLOW_ICON_API.url).host}, which then sees your IP address.`,
    );
  });

  test('an answer given before a service that needs consent was added counts not for it: the banner asks again', async ({
    page,
  }) => {
    const remote: string[] = [];
    page.on('request', (request) => request.url().startsWith(SLOW_ICON_API.url) && remote.push(request.url()));
    // Accepted on a release in which nothing needed consent, which kept the answer under the plain key.
    await page.addInitScript(() => localStorage.setItem('cookie-consent', 'true'));
    await page.goto('/imprint');
    await waitForHydration(page);
    await expect(cookieBanner(page)).toContainText(`icons load from ${new URL(SLOW_ICON_API.url).host}`);
    await expect(page.getByRole('button', { name: 'Cookie settings' })).toBeHidden();
    expect(remote).toEqual([]);
  });

  for (const [button, value] of [
    ['Accept', 'true'],
    ['Decline', 'false'],
  ] as const) {
    test(`${button} records ${value}, hides the banner and confirms with a toast`, async ({ page }) => {
      await page.goto('/');
      await cookieBanner(page).getByRole('button', { name: button, exact: true }).click();
      await expect(cookieBanner(page)).toBeHidden();
      expect(await stored(page)).toBe(value);
      await expect(page.getByRole('region', { name: /Notifications/ })).toContainText('Cookie preferences saved');
      await page.reload();
      await waitForHydration(page);
      await expect(page.getByRole('button', { name: 'Cookie settings' })).toBeVisible();
      await expect(cookieBanner(page)).toBeHidden();
    });
  }

  for (const button of ['Close', 'Dismiss cookie banner']) {
    test(`${button} hides without recording, so it returns on the next visit`, async ({ page }) => {
      await page.goto('/');
      await cookieBanner(page).getByRole('button', { name: button, exact: true }).click();
      await expect(cookieBanner(page)).toBeHidden();
      expect(await stored(page)).toBeNull();
      await page.getByRole('link', { name: 'How we work' }).first().click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('How we work');
      await expect(cookieBanner(page)).toBeHidden();
      await page.reload();
      await expect(cookieBanner(page)).toBeVisible();
    });
  }

  test('Accept and Decline sit side by side with the same size and look', async ({ page }) => {
    await page.goto('/');
    const accept = cookieBanner(page).getByRole('button', { name: 'Accept' });
    const decline = cookieBanner(page).getByRole('button', { name: 'Decline' });
    const [a, d] = [await accept.boundingBox(), await decline.boundingBox()];
    // Shared out by flex, widths may differ by a fraction of a pixel.
    expect(Math.abs(a!.width - d!.width)).toBeLessThan(0.5);
    expect(a!.height).toBe(d!.height);
    expect(a!.y).toBe(d!.y);
    expect(await accept.getAttribute('class')).toBe(await decline.getAttribute('class'));
  });

  test('its privacy and imprint links open in a new tab', async ({ page }) => {
    await page.goto('/');
    for (const name of [/Privacy policy/, /Imprint/]) {
      const link = cookieBanner(page).getByRole('link', { name });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
  });

  test('garbage in storage reads as no answer, without errors', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    for (const garbage of ['"yes"', '{broken', '1', 'null']) {
      await page.goto('/');
      await page.evaluate(([key, value]) => localStorage.setItem(key, value), [CONSENT_KEY, garbage] as const);
      await page.reload();
      await expect(cookieBanner(page)).toBeVisible();
    }
    expect(errors).toEqual([]);
  });

  test('the cookie button reopens the banner and the choice can be changed', async ({ page }) => {
    await page.goto('/');
    await cookieBanner(page).getByRole('button', { name: 'Accept' }).click();
    await page.getByRole('button', { name: 'Cookie settings' }).click();
    await expect(cookieBanner(page)).toContainText('You accepted.');
    await cookieBanner(page).getByRole('button', { name: 'Decline' }).click();
    expect(await stored(page)).toBe('false');
    await expect(cookieBanner(page)).toBeHidden();
  });

  test('by keyboard, focus moves into the reopened banner and back to the cookie button after an answer', async ({ page }) => {
    const settings = await reopenByKeyboard(page);
    await cookieBanner(page).getByRole('button', { name: 'Decline', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(cookieBanner(page)).toBeHidden();
    await expect(settings).toBeFocused();
    expect(await stored(page)).toBe('false');
  });

  test('answered by keyboard on arrival, the banner hands focus to the skip link before it, so Tab goes on into the header', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await cookieBanner(page).getByRole('button', { name: 'Accept' }).focus();
    await page.keyboard.press('Enter');
    await expect(cookieBanner(page)).toBeHidden();
    await expect(skip).toBeFocused();
    // Shown where it is, as when Tab reaches it: placed on the screen, no longer the visually hidden one.
    expect(await shownOnScreen(skip)).toBe(true);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('banner').getByRole('link').first()).toBeFocused();
  });

  test('answered with the pointer, the skip link taking focus stays out of sight', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await cookieBanner(page).getByRole('button', { name: 'Decline' }).click();
    await expect(cookieBanner(page)).toBeHidden();
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    expect(await shownOnScreen(skip)).toBe(false);
  });

  test('Escape hides the reopened banner without changing the answer, focus back on the cookie button', async ({ page }) => {
    const settings = await reopenByKeyboard(page);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await expect(cookieBanner(page)).toBeHidden();
    await expect(settings).toBeFocused();
    expect(await stored(page)).toBe('true');
  });

  test('the cookie emoji bursts into 14 to 27 decorative cookies of 14 to 28 px, then they go', async ({ page }) => {
    await recordBurstPieces(page);
    await page.goto('/');
    // Beside the heading, not in it: the heading names the banner, and a screen reader's list of headings, alone.
    await expect(cookieBanner(page).getByRole('heading', { name: 'Cookies and consent', exact: true })).toBeVisible();
    await cookieBanner(page).getByRole('button', { name: 'Cookie confetti' }).click();
    const layer = page.locator('[data-emoji-burst]');
    const pieces = () => burstPieces(page);
    await expect.poll(async () => (await pieces()).length).toBeGreaterThanOrEqual(14);
    const burst = await pieces();
    expect(burst.length).toBeLessThanOrEqual(27);
    for (const { size, hidden, keyframes } of burst) {
      expect(parseFloat(size) >= 14 && parseFloat(size) <= 28, size).toBe(true);
      expect(hidden).toBe(true);
      expect(keyframes).toContain('translate');
    }
    await expect(layer).toHaveCount(0, { timeout: 5000 });
  });

  test('the burst reaches both ends of its ranges: 14 pieces of 14 px, 27 of 28 px', async ({ page }) => {
    await recordBurstPieces(page);
    // The burst's dice, fixed at their lowest and then their highest throw.
    for (const [throwValue, count, size] of [
      [0, 14, '14px'],
      [0.9999, 27, '28px'],
    ] as const) {
      await page.addInitScript((value) => (Math.random = () => value), throwValue);
      await page.goto('/');
      await cookieBanner(page).getByRole('button', { name: 'Cookie confetti' }).click();
      // Counted once the burst is over and its layer gone: every piece it threw is in the record by then.
      await expect.poll(async () => (await burstPieces(page)).length).toBeGreaterThan(0);
      await expect(page.locator('[data-emoji-burst]')).toHaveCount(0);
      const pieces = await burstPieces(page);
      expect(pieces).toHaveLength(count);
      expect(new Set(pieces.map((piece) => piece.size))).toEqual(new Set([size]));
    }
  });

  test('with reduced motion the burst only fades', async ({ page }) => {
    // Recorded as each piece starts: on a busy machine a short fade can be over before the page is asked.
    await recordBurstPieces(page);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await cookieBanner(page).getByRole('button', { name: 'Cookie confetti' }).click();
    await expect.poll(async () => (await burstPieces(page)).length).toBeGreaterThanOrEqual(14);
    for (const { keyframes } of await burstPieces(page)) {
      expect(keyframes).toContain('opacity');
      expect(keyframes).not.toContain('translate');
    }
  });

  test('on phones and laptop screens the banner leaves the main actions uncovered', async ({ page }) => {
    const screens = [
      [375, 667],
      [375, 812],
      [1024, 700],
      [1280, 720],
      [1366, 768],
      [1440, 900],
    ] as const;
    for (const [width, height] of screens) {
      await page.setViewportSize({ width, height });
      await page.goto('/');
      const box = (await cookieBanner(page).boundingBox())!;
      for (const name of ['Talk to us', 'How we work']) {
        const action = (await page.getByRole('main').getByRole('link', { name }).first().boundingBox())!;
        const apart = action.y + action.height <= box.y || action.x + action.width <= box.x || box.x + box.width <= action.x;
        expect(apart, `${name} at ${width}×${height}`).toBe(true);
      }
    }
  });

  test('scrolled to the end of the page, the open banner leaves every footer link free to tap', async ({ page }) => {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 667 });
      await page.goto('/');
      await expect(cookieBanner(page)).toBeVisible();
      await scrollInstantly(page, 'end');
      const links = page.getByRole('contentinfo').getByRole('link');
      expect(await links.count()).toBeGreaterThan(5);
      for (const link of await links.all()) {
        const box = (await link.boundingBox())!;
        const hit = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('a')?.textContent, {
          x: box.x + box.width / 2,
          y: box.y + box.height / 2,
        });
        expect(hit, `${await link.innerText()} at ${width} px`).toBe(await link.textContent());
      }
      await expect(cookieBanner(page)).toBeInViewport();
    }
  });

  test('appearing on a page whose footer is on screen, the banner moves nothing', async ({ page }) => {
    await recordLayoutShifts(page);
    // A phone of Lighthouse's size: the 404 page's footer starts in view, and page and banner together overfill it.
    await page.setViewportSize({ width: 412, height: 823 });
    await page.goto('/no-such-page');
    await expect(page.getByRole('contentinfo')).toBeInViewport();
    await expect(cookieBanner(page)).toBeVisible();
    // What the banner could push: the page and its footer.
    expect((await layoutShifts(page)).filter(({ moved }) => moved.some(({ inPage }) => inPage))).toEqual([]);
  });

  test('on a short screen its answers stay in view and can be pressed while its text scrolls', async ({ page }) => {
    // 320 × 256 is a 1280 × 1024 screen at 400 % zoom; 667 × 375 a phone held sideways.
    for (const [width, height] of [
      [320, 256],
      [667, 375],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.goto('/');
      await expect(cookieBanner(page)).toBeVisible();
      const region = (await cookieBanner(page).boundingBox())!;
      expect(region.height, `${width}×${height}`).toBeLessThanOrEqual(height * 0.4 + 1);
      for (const name of ['Accept', 'Decline', 'Close']) {
        const button = cookieBanner(page).getByRole('button', { name, exact: true });
        const box = (await button.boundingBox())!;
        expect(box.y + box.height, `${name} at ${width}×${height}`).toBeLessThanOrEqual(region.y + region.height);
        // Nothing of the banner's own text lies over it.
        const onTop = await page.evaluate(
          ([x, y]) => document.elementFromPoint(x!, y!)?.closest('button')?.textContent?.trim(),
          [box.x + box.width / 2, box.y + box.height / 2],
        );
        expect(onTop, `${name} at ${width}×${height}`).toBe(name);
      }
    }
    await cookieBanner(page).getByRole('button', { name: 'Decline' }).click();
    await expect(cookieBanner(page)).toBeHidden();
    expect(await stored(page)).toBe('false');
  });

  test('a line cut by the answers fades out while more text lies below, and no whole text is dimmed', async ({ page }) => {
    const banner = page.locator('[aria-labelledby="cookie-consent-title"]');
    const fadeOpacity = () => banner.evaluate((region) => Number(getComputedStyle(region.lastElementChild!, '::before').opacity));
    const scrolls = () => banner.evaluate(({ scrollHeight, clientHeight }) => scrollHeight > clientHeight);
    const seen = new Set<boolean>();
    // Phones held sideways, 400 % zoom, and a laptop, where it fits.
    for (const [width, height] of [
      [568, 320],
      [740, 360],
      [844, 390],
      [320, 256],
      [1280, 720],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.goto('/');
      await expect(cookieBanner(page)).toBeVisible();
      const size = `${width}×${height}`;
      seen.add(await scrolls());
      if (!(await scrolls())) {
        expect(await fadeOpacity(), size).toBe(0);
        continue;
      }
      // Before, the last line visible lay half under the answers, cut through its letters.
      expect(await fadeOpacity(), size).toBeGreaterThan(0.9);
      await banner.evaluate((region) => region.scrollTo({ top: region.scrollHeight, behavior: 'instant' }));
      await expect.poll(fadeOpacity, { message: size }).toBe(0);
    }
    expect([...seen].sort()).toEqual([false, true]);
  });

  test('no request leaves the site before consent, nor after Decline', async ({ page, baseURL }) => {
    const foreign: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(baseURL!) && !request.url().startsWith('data:')) foreign.push(request.url());
    });
    for (const path of ['/', '/services/web-applications', '/imprint', '/no-such-page'])
      await page.goto(path, { waitUntil: 'networkidle' });
    await cookieBanner(page).getByRole('button', { name: 'Decline' }).click();
    // The confirmation toast loads its icon: from this site only.
    await expect(page.locator('[data-icon="lucide:cookie"] svg')).toHaveCount(1);
    for (const path of ['/', '/about']) await page.goto(path, { waitUntil: 'networkidle' });
    expect(foreign).toEqual([]);
  });
});

test('on a phone the consent toast stays clear of the cookie button, and a reopened banner is above the toast', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 700 });
  await page.goto('/');
  await waitForHydration(page);
  await cookieBanner(page).getByRole('button', { name: 'Accept' }).click();
  const toast = page.getByRole('region', { name: /Notifications/ }).getByRole('listitem');
  await expect(toast).toContainText('Cookie preferences saved');
  const settings = page.getByRole('button', { name: 'Cookie settings' });
  const [toastBox, buttonBox] = [(await toast.boundingBox())!, (await settings.boundingBox())!];
  expect(toastBox.y + toastBox.height).toBeLessThanOrEqual(buttonBox.y);

  // The toast's text points at the button: a tap on it reaches it, and the banner it opens is over the toast.
  await settings.click();
  await expect(toast).toBeVisible();
  const uncovered = async (target: Locator) => {
    const box = (await target.boundingBox())!;
    return page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('[aria-labelledby="cookie-consent-title"]') !== null,
      { x: box.x + box.width / 2, y: box.y + box.height / 2 },
    );
  };
  expect(await uncovered(cookieBanner(page).getByRole('heading', { name: 'Cookies and consent' }))).toBe(true);
  expect(await uncovered(cookieBanner(page).getByRole('button', { name: 'Accept' }))).toBe(true);
});

for (const viewport of [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
]) {
  test(`at ${viewport.width} px nothing the keyboard focuses on a first visit is behind the banner`, async ({ page }) => {
    await page.setViewportSize(viewport);
    // Focus scrolls the page at once, so each stop is measured where it comes to rest, not on its way there.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await waitForHydration(page);
    const banner = cookieBanner(page);
    await expect(banner).toBeVisible();
    // The banner's own controls, then the header, the sections' cards and links and the FAQ: the stops that lie
    // under the banner's place first.
    for (let stop = 1; stop <= 38; stop++) {
      await page.keyboard.press('Tab');
      const hidden = await page.evaluate(() => {
        const focused = document.activeElement;
        const shown = document.querySelector('[aria-labelledby="cookie-consent-title"]');
        if (!focused || !shown || focused === document.body || shown.contains(focused)) return 0;
        const box = focused.getBoundingClientRect();
        const cover = shown.getBoundingClientRect();
        return Math.max(0, Math.min(box.bottom, cover.bottom) - Math.max(box.top, cover.top));
      });
      const name = await page.evaluate(() => document.activeElement?.textContent?.trim().slice(0, 40));
      expect(hidden, `stop ${stop}: ${name}`).toBe(0);
    }
  });
}
