import type { Locator, Page } from '@playwright/test';

type Watch = { text: string; until: 'shown' | 'hidden'; from: 'pointerenter' | 'pointerleave' };

/**
 * Milliseconds from the pointer entering (or leaving) `target` to the first
 * frame in which an element holding `text` is shown (or no longer is), timed
 * in the page. Timing from the test runner instead counts the time the mouse
 * move itself takes, which on a busy machine is a good part of a 300 ms delay.
 * `move` is what brings the pointer there; the result is Infinity if nothing
 * changed within five seconds.
 */
const pointerDelay = async (page: Page, target: Locator, watch: Watch, move: () => Promise<void>): Promise<number> => {
  await target.evaluate((element, { text, until, from }) => {
    const shows = () => {
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!node.textContent?.includes(text) || !parent) continue;
        const box = parent.getBoundingClientRect();
        if (parent.checkVisibility({ visibilityProperty: true }) && box.width > 0 && box.height > 0) return true;
      }
      return false;
    };
    (window as unknown as { pointerDelay: Promise<number> }).pointerDelay = new Promise((resolve) => {
      const giveUp = setTimeout(() => resolve(Infinity), 5000);
      element.addEventListener(
        from,
        () => {
          const start = performance.now();
          const check = () => {
            if (shows() === (until === 'shown')) {
              clearTimeout(giveUp);
              resolve(performance.now() - start);
            } else requestAnimationFrame(check);
          };
          check();
        },
        { once: true },
      );
    });
  }, watch);
  await move();
  return page.evaluate(() => (window as unknown as { pointerDelay: Promise<number> }).pointerDelay);
};

/** How long after the pointer reaches `target` an element holding `text` shows. */
export const delayUntilShown = (page: Page, target: Locator, text: string) =>
  pointerDelay(page, target, { text, until: 'shown', from: 'pointerenter' }, () => target.hover());

/** How long after the pointer leaves `target` for (x, y) the element holding `text` is gone. */
export const delayUntilHidden = (page: Page, target: Locator, text: string, [x, y]: [number, number]) =>
  pointerDelay(page, target, { text, until: 'hidden', from: 'pointerleave' }, () => page.mouse.move(x, y));
