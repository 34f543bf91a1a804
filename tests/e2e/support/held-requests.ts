import type { Page } from '@playwright/test';

/** Holds back requests matching `url` until the returned function is called, to test the page before they arrive. */
export const holdRequests = async (page: Page, url: string) => {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
};

/** Holds back the page's scripts, so the server-rendered page can be used before it hydrates. */
export const holdScripts = (page: Page) => holdRequests(page, '**/assets/*.js');
