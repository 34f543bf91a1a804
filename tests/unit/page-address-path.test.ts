import { expect, it } from 'vitest';

import { pageAddressPath } from '../../src/lib/page-address-path';

it('names the page a static host shows at a slash or index.html address as the site does', () => {
  expect(pageAddressPath('/about/')).toBe('/about');
  expect(pageAddressPath('/about/index.html')).toBe('/about');
  expect(pageAddressPath('/services/web-applications//')).toBe('/services/web-applications');
  expect(pageAddressPath('/index.html')).toBe('/');
  expect(pageAddressPath('/')).toBe('/');
  expect(pageAddressPath('/about')).toBe('/about');
});

it('stays fast on a long run of slashes', () => {
  const started = performance.now();
  expect(pageAddressPath(`/a${'/'.repeat(100_000)}`)).toBe('/a');
  expect(performance.now() - started).toBeLessThan(200);
});
