import { describe, expect, it } from 'vitest';

import { ExternalNavigationError, resolveNavigationTarget } from '../../src/lib/navigation-target';

const ORIGIN = 'https://www.example.com';

describe('navigate target', () => {
  it('passes site paths through as paths', () => {
    expect(resolveNavigationTarget('/about', ORIGIN)).toEqual({ kind: 'internal', href: '/about' });
    expect(resolveNavigationTarget('/#faq', ORIGIN)).toEqual({ kind: 'internal', href: '/#faq' });
    expect(resolveNavigationTarget('careers?x=1', ORIGIN)).toEqual({ kind: 'internal', href: '/careers?x=1' });
  });

  it('treats an absolute URL on this origin as a path, never as a host', () => {
    expect(resolveNavigationTarget('https://www.example.com/imprint', ORIGIN)).toEqual({ kind: 'internal', href: '/imprint' });
  });

  it.each(['https://evil.example.net/', '//evil.example.net/x', 'HTTP://evil.example.net', '\\\\evil.example.net'])(
    'refuses the external target %s unless asked',
    (target) => {
      expect(() => resolveNavigationTarget(target, ORIGIN)).toThrow(ExternalNavigationError);
    },
  );

  it('allows an external http(s) URL with external: true', () => {
    const target = resolveNavigationTarget('https://billing.stripe.com/p/login/x', ORIGIN, { external: true });
    expect(target.kind).toBe('external');
  });

  it.each(['javascript:alert(1)', 'data:text/html,hi', 'mailto:a@example.com'])('never allows %s', (target) => {
    expect(() => resolveNavigationTarget(target, ORIGIN, { external: true })).toThrow(/Refusing to navigate/);
  });
});
