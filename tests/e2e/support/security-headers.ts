import { expect } from '@playwright/test';

/** A Content-Security-Policy as directive name → its sources. */
const cspDirectives = (policy: string): Map<string, string[]> =>
  new Map(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );

/**
 * The headers every answer of either deployment carries, pages or not,
 * redirects and errors included. Written out here rather than imported, so a
 * header dropped from the source fails the test instead of leaving it.
 */
export const expectSecurityHeaders = (headers: Record<string, string>, label: string) => {
  expect(headers['x-content-type-options'], label).toBe('nosniff');
  expect(headers['referrer-policy'], label).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy'], label).toBe(
    'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
  );
  expect(headers['x-frame-options'], label).toBe('DENY');
  expect(headers['cross-origin-opener-policy'], label).toBe('same-origin');

  const csp = cspDirectives(headers['content-security-policy'] ?? '');
  expect(csp.get('frame-ancestors'), label).toEqual(["'none'"]);
  if (!csp.has('script-src')) {
    // Not a page (JSON, payloads, assets, redirects): nothing may load or run.
    expect(csp.get('default-src'), label).toEqual(["'none'"]);
    return;
  }
  expect(csp.get('default-src'), label).toEqual(["'self'"]);
  expect(csp.get('script-src'), label).toContain("'self'");
  expect(csp.get('script-src'), label).not.toContain("'unsafe-eval'");
  expect(csp.get('script-src'), label).not.toContain("'unsafe-inline'");
  expect(csp.get('style-src'), label).toEqual(["'self'"]);
  expect(csp.get('object-src'), label).toEqual(["'none'"]);
  expect(csp.get('base-uri'), label).toEqual(["'self'"]);
  expect(csp.get('form-action'), label).toEqual(["'self'"]);
};
