import type { Page } from '@playwright/test';

/** A layout shift as a test reports it: its score, and the start of each element it moved. */
type LayoutShift = { value: number; at: number; moved: { html: string; inPage: boolean; from: string; to: string }[] };

/** From the page's first paint on, every layout shift is kept for `layoutShifts`. */
export const recordLayoutShifts = (page: Page) =>
  page.addInitScript(() => {
    type Entry = PerformanceEntry & {
      value: number;
      sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    };
    const box = ({ x, y, width, height }: DOMRectReadOnly) => `${x},${y} ${width}×${height}`;
    const shifts: LayoutShift[] = ((window as unknown as { layoutShifts: LayoutShift[] }).layoutShifts = []);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Entry[]) {
        const moved = entry.sources.map(({ node, previousRect, currentRect }) => ({
          ...(node instanceof Element
            ? { html: node.outerHTML.slice(0, 80), inPage: node.closest('main, footer') !== null }
            : { html: String(node?.nodeName), inPage: false }),
          from: box(previousRect),
          to: box(currentRect),
        }));
        shifts.push({ value: entry.value, at: Math.round(entry.startTime), moved });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });

/** The shifts so far, two frames on, so that one the last change caused has been reported. */
export const layoutShifts = async (page: Page): Promise<LayoutShift[]> => {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  return page.evaluate(() => (window as unknown as { layoutShifts: LayoutShift[] }).layoutShifts);
};
