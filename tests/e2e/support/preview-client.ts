import type { Page } from '@playwright/test';

import { DEPLOYMENTS } from './deployments';

/** Each test acts from its own address, so one test's wrong tokens never block another. */
export const actFrom = async (page: Page, testId: string) => {
  const address = `10.${testId.charCodeAt(0) % 250}.${testId.charCodeAt(1) % 250}.${testId.charCodeAt(2) % 250}`;
  await page.route(`${DEPLOYMENTS.server.url}/**`, (route) =>
    route.continue({ headers: { ...route.request().headers(), 'x-forwarded-for': address } }),
  );
};
