import { test } from '@playwright/test';

import { expectNoAxeViolations } from './support/axe';

const PAGE_TYPES = {
  landing: '/',
  content: '/services/web-applications',
  imprint: '/imprint',
  privacy: '/privacy',
  'not found': '/no-such-page',
};

for (const [name, path] of Object.entries(PAGE_TYPES)) {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`${name} page has no WCAG 2.2 AA violations (${colorScheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      await page.goto(path);
      await expectNoAxeViolations(page);
    });
  }
}
