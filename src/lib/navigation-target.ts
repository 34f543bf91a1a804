export type NavigationTarget = { kind: 'internal'; href: string } | { kind: 'external'; url: URL };

export class ExternalNavigationError extends Error {
  override name = 'ExternalNavigationError';
  constructor(readonly target: string) {
    super(`Refusing to navigate to the external URL "${target}". Pass { external: true } if leaving the site is intended.`);
  }
}

/** Anything with a scheme (`https:`, `javascript:`) or a host (`//evil.example`). */
const HAS_SCHEME_OR_HOST = /^(?:[a-z][a-z0-9+.-]*:|\/\/|\\\\)/i;

/**
 * Decides where a programmatic navigation may go. A target with a host or a
 * protocol never reaches the router (which would turn it into a payload
 * path); it is refused unless the caller says `external`, and then only
 * http(s) is allowed.
 */
export const resolveNavigationTarget = (to: string, origin: string, { external = false } = {}): NavigationTarget => {
  const trimmed = to.trim();
  if (!HAS_SCHEME_OR_HOST.test(trimmed)) {
    const url = new URL(trimmed, `${origin}/`);
    if (url.origin !== origin) throw new ExternalNavigationError(to);
    return { kind: 'internal', href: `${url.pathname}${url.search}${url.hash}` };
  }
  const url = new URL(trimmed, `${origin}/`);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ExternalNavigationError(to);
  if (url.origin === origin) return { kind: 'internal', href: `${url.pathname}${url.search}${url.hash}` };
  if (!external) throw new ExternalNavigationError(to);
  return { kind: 'external', url };
};
