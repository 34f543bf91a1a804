import type { Page } from '@playwright/test';

/** A visitor who has answered the cookie banner before (declined), so it stays out of the way. */
export const asReturningVisitor = (page: Page) => page.addInitScript(() => localStorage.setItem('cookie-consent', 'false'));

/** The cookie banner, by its heading: exactly, so a control that slips into its name is noticed. */
export const cookieBanner = (page: Page) => page.getByRole('region', { name: 'Cookies and consent', exact: true });
