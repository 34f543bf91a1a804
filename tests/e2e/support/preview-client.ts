import type { Page, TestInfo } from '@playwright/test';

import { testClientAddress } from './client-address';
import { DEPLOYMENTS } from './deployments';

/** The page acts from an address of this test's own, so one test's wrong tokens never block another, nor its retry. */
export const actFrom = async (page: Page, testInfo: TestInfo) => {
  const address = testClientAddress(testInfo);
  await page.route(`${DEPLOYMENTS.server.url}/**`, (route) =>
    route.continue({ headers: { ...route.request().headers(), 'x-forwarded-for': address } }),
  );
};

/** The editors' preview bar. */
export const previewBar = (page: Page) => page.getByRole('region', { name: 'Preview' });
