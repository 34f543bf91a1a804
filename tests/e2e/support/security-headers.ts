import { expect } from '@playwright/test';

/** The headers every answer of either deployment carries, pages or not, redirects and errors included. */
export const expectSecurityHeaders = (headers: Record<string, string>, label: string) => {
  expect(headers['x-content-type-options'], label).toBe('nosniff');
  expect(headers['referrer-policy'], label).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy'], label).toContain('camera=()');
  expect(headers['x-frame-options'], label).toBe('DENY');
  expect(headers['content-security-policy'], label).toContain("frame-ancestors 'none'");
};
