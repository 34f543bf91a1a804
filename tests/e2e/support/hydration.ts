import { expect, type Page } from '@playwright/test';

/** The header's no-JavaScript menu is replaced once the islands have hydrated. */
export const waitForHydration = async (page: Page) => {
  await expect(page.locator('header details')).toHaveCount(0);
};
