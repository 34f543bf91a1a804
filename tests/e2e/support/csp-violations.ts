import type { Page } from '@playwright/test';

/** Records every Content-Security-Policy violation on the page from its first script on; call the result to read them. */
export const recordCspViolations = async (page: Page) => {
  await page.addInitScript(() => {
    (window as unknown as { violations: string[] }).violations = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { violations: string[] }).violations.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { violations: string[] }).violations);
};
