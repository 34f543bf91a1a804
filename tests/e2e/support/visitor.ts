import type { Page } from '@playwright/test';

import { consentStorageKeyFor } from '../../../src/lib/consent-storage-key';
import { PORT_BASE, testBuildEnv } from './deployments';

/** Where the test build keeps the cookie answer: its remote icon API needs consent, so the key names that host. */
export const CONSENT_KEY = consentStorageKeyFor(testBuildEnv(PORT_BASE).ICONS_REMOTE_API);

/** A visitor who has answered the cookie banner (`true` accepted, `false` declined) on an earlier visit. */
export const asVisitorWhoAnswered = (page: Page, answer: boolean) =>
  page.addInitScript(([key, value]) => localStorage.setItem(key, value), [CONSENT_KEY, String(answer)] as const);

/** A visitor who has answered the cookie banner before (declined), so it stays out of the way. */
export const asReturningVisitor = (page: Page) => asVisitorWhoAnswered(page, false);

/** The cookie banner, by its heading: exactly, so a control that slips into its name is noticed. */
export const cookieBanner = (page: Page) => page.getByRole('region', { name: 'Cookies and consent', exact: true });
