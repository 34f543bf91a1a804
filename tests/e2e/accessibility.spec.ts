import { expect, test } from '@playwright/test';

import { testClientAddress } from './support/client-address';
import { expectNoAxeViolations } from './support/axe';
import { TEST_PREVIEW_TOKEN } from './support/deployments';
import { cookieBanner } from './support/visitor';

const PAGE_TYPES = {
  landing: '/',
  content: '/services/web-applications',
  imprint: '/imprint',
  privacy: '/privacy',
  'not found': '/no-such-page',
};

for (const [name, path] of Object.entries(PAGE_TYPES)) {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`${name} page has no WCAG 2.2 AA violations, consent banner open (${colorScheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      await page.goto(path);
      await expect(cookieBanner(page)).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
}

test('a page with a toast, the preview-free header and the cookie button has no violations', async ({ page }) => {
  await page.goto('/about');
  await cookieBanner(page).getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByRole('region', { name: /Notifications/ }).locator('li')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Cookie settings' })).toBeVisible();
  await expectNoAxeViolations(page);
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`a page with the preview bar has no violations (${colorScheme})`, async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'server', 'the server renders staged pages itself');
    // An address of its own, so other tests' wrong tokens never rate-limit this one.
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': testClientAddress(testInfo) });
    await page.emulateMedia({ colorScheme });
    await page.goto(`/about?preview=${TEST_PREVIEW_TOKEN}`);
    await expect(page.getByTestId('preview-status')).toHaveText('Showing staged content where there is some.');
    await expectNoAxeViolations(page);
  });
}
