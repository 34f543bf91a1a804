// How fast the page answers a tap on a slowed phone: for each interaction,
// its INP (the longest event of the tap, until the next paint) and the time
// from the tap to the frame that shows its result, which for code loaded on
// demand includes fetching it. Median of several runs, each in a fresh
// browser context (an empty cache).
import { chromium } from '@playwright/test';

import { CHROMIUM_PATH, PLAYWRIGHT_CHROMIUM_ARGS } from '../browser.mjs';
import { median } from './median.mjs';

/** Lighthouse's mobile preset: a mid-range phone on a slow 4G line. */
export const PHONE = {
  viewport: { width: 375, height: 740 },
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadKbps: 1638.4,
  uploadKbps: 675,
};

// Before any page script: the longest event entry per interaction, and when the last tap began.
const observeInteractions = () => {
  const longest = new Map();
  Object.assign(window, { __benchInteractions: longest });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const id = /** @type {PerformanceEventTiming} */ (entry).interactionId;
      if (id) longest.set(id, Math.max(longest.get(id) ?? 0, entry.duration));
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  addEventListener('pointerdown', (event) => Object.assign(window, { __benchTapAt: event.timeStamp }), true);
};

/**
 * Resolves, in the page, with the ms from the last tap to the frame after the first one in which
 * `shown()` holds: a frame starts once the one before it has been drawn, so by then the result is on screen.
 */
const frameShowing = (shownSource) =>
  new Promise((resolve, reject) => {
    const shown = new Function(`return (${shownSource})()`);
    const deadline = performance.now() + 15_000;
    const check = () => {
      if (shown()) requestAnimationFrame((frameTime) => resolve(frameTime - window.__benchTapAt));
      else if (performance.now() > deadline) reject(new Error(`not shown within 15 s: ${shownSource}`));
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });

const visible = (selector) => `() => !!document.querySelector(${JSON.stringify(selector)})?.checkVisibility()`;
const hidden = (selector) => `() => !document.querySelector(${JSON.stringify(selector)})?.checkVisibility()`;

const openMenu = (name) => ({
  name,
  tap: (page) => page.getByRole('button', { name: 'Open menu' }),
  shown: visible('[role="dialog"]'),
});
const closeMenu = (name) => ({
  name,
  tap: (page) => page.getByRole('dialog').getByRole('button', { name: 'Close menu' }),
  shown: hidden('[role="dialog"]'),
});

/** In order, on `/` at phone width; each starts from where the one before left the page. */
const INTERACTIONS = [
  {
    name: 'decline cookies (banner closes)',
    tap: (page) => page.getByRole('button', { name: 'Decline' }),
    shown: hidden('section[aria-labelledby="cookie-consent-title"]'),
  },
  openMenu('open menu, first time (its code loads)'),
  closeMenu('close menu'),
  openMenu('open menu again'),
  closeMenu('close menu again'),
  {
    name: 'switch colour mode',
    tap: (page) => page.getByRole('button', { name: 'Colour mode' }),
    shown: `() => document.documentElement.getAttribute('data-color-mode') !== 'system'`,
  },
  {
    name: 'open an FAQ answer',
    tap: (page) => page.locator('#faq summary').first(),
    shown: `() => !!document.querySelector('#faq details[open]')`,
  },
];

const runOnce = async (browser, baseUrl) => {
  const context = await browser.newContext({ viewport: PHONE.viewport, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  try {
    await context.addInitScript(observeInteractions);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: PHONE.latencyMs,
      downloadThroughput: (PHONE.downloadKbps * 1024) / 8,
      uploadThroughput: (PHONE.uploadKbps * 1024) / 8,
    });
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    // The page's own after-load work (the new-build check, the cookie banner's code) is done.
    await page.getByRole('button', { name: 'Decline' }).waitFor();
    await page.waitForTimeout(1000);
    const run = {};
    for (const interaction of INTERACTIONS) {
      await page.evaluate(() => window.__benchInteractions.clear());
      const shownMs = page.evaluate(frameShowing, interaction.shown);
      await interaction.tap(page).tap();
      const ms = await shownMs;
      // The tap's events end with the paint after them; give the observer that frame.
      await page.waitForTimeout(300);
      const inp = await page.evaluate(() => Math.max(0, ...window.__benchInteractions.values()));
      run[interaction.name] = { inpMs: inp, shownMs: Math.round(ms) };
      await page.waitForTimeout(500);
    }
    return run;
  } finally {
    await context.close();
  }
};

/** INP and time to result per interaction, median of `runs` fresh visits to `baseUrl`. */
export const measureInteractions = async (baseUrl, { runs = 5 } = {}) => {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: PLAYWRIGHT_CHROMIUM_ARGS });
  try {
    const perRun = [];
    for (let i = 0; i < runs; i += 1) perRun.push(await runOnce(browser, baseUrl));
    const interactions = INTERACTIONS.map(({ name }) => ({
      name,
      inpMs: median(perRun.map((run) => run[name].inpMs)),
      shownMs: median(perRun.map((run) => run[name].shownMs)),
      inpPerRun: perRun.map((run) => run[name].inpMs),
      shownPerRun: perRun.map((run) => run[name].shownMs),
    }));
    return { phone: PHONE, runs, interactions };
  } finally {
    await browser.close();
  }
};
