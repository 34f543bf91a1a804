import type { Page } from '@playwright/test';

/** A height, the page's end, or a section with its top 100 px down the viewport, below the sticky header. */
type ScrollTarget = number | 'end' | { section: string };

/** Scrolls the window at once: the site scrolls smoothly (scroll-behavior on the root), and tests read the position right after. */
export const scrollInstantly = (page: Page, target: ScrollTarget) =>
  page.evaluate((to) => {
    const top =
      to === 'end'
        ? document.documentElement.scrollHeight
        : typeof to === 'number'
          ? to
          : document.getElementById(to.section)!.offsetTop - 100;
    window.scrollTo({ top, behavior: 'instant' });
  }, target);

/**
 * The window's scroll position once it has stopped moving: focusing or
 * following a link glides there (scroll-behavior on the root), so a position
 * read at once may be mid-way.
 */
export const settledScrollY = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let last = window.scrollY;
        let stillFrames = 0;
        const watch = () => {
          stillFrames = window.scrollY === last ? stillFrames + 1 : 0;
          last = window.scrollY;
          if (stillFrames >= 5) resolve(last);
          else requestAnimationFrame(watch);
        };
        requestAnimationFrame(watch);
      }),
  );
