import { describe, expect, it } from 'vitest';

import { isRouteHref, routeHrefOf } from '../../src/lib/route-href';

describe('route href', () => {
  it('takes site paths, with a hash or without', () => {
    for (const href of ['/', '/about', '/#faq', '/careers#what-we-offer']) expect(isRouteHref(href), href).toBe(true);
  });

  it('leaves a link with a query to a full page load, which keeps the query and the hash', () => {
    for (const href of ['/careers?ref=about#what-we-offer', '/about?ref=press', '/?topic=hosting#contact', '?preview']) {
      expect(isRouteHref(href), href).toBe(false);
    }
  });

  it('leaves a hash alone to the browser', () => {
    expect(isRouteHref('#contact')).toBe(false);
  });

  it('leaves other sites, schemes and relative paths to a plain link', () => {
    for (const href of [
      '//evil.example/x',
      '/\\evil.example/x',
      'https://example.com/',
      'mailto:hello@example.com',
      'about',
      '',
    ]) {
      expect(isRouteHref(href), href).toBe(false);
    }
  });

  it('keeps path, query and hash of a URL, without its origin', () => {
    expect(routeHrefOf(new URL('https://www.example.com/services/web?x=1#top'))).toBe('/services/web?x=1#top');
    expect(routeHrefOf(new URL('https://www.example.com'))).toBe('/');
  });
});
