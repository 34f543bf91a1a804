import type { Page } from '@playwright/test';

/** A visitor who has answered the cookie banner before (declined), so it stays out of the way. */
export const asReturningVisitor = (page: Page) => page.addInitScript(() => localStorage.setItem('cookie-consent', 'false'));

/** The cookie banner, by its heading. */
export const cookieBanner = (page: Page) => page.getByRole('region', { name: 'Cookies only with consent' });
