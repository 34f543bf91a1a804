import { describe, expect, it } from 'vitest';

import { pagePathToRscPath, rscPathToPagePath } from '../../src/lib/rsc-path';

describe('RSC payload paths', () => {
  it.each([
    ['/', '/RSC/R/_root.txt'],
    ['/about', '/RSC/R/about.txt'],
    ['/services/web-applications', '/RSC/R/services/web-applications.txt'],
  ])('%s has its payload at %s, and back', (pagePath, rscPath) => {
    expect(pagePathToRscPath(pagePath)).toBe(rscPath);
    expect(rscPathToPagePath(rscPath)).toBe(pagePath);
  });

  it.each(['/about', '/RSC/R.txt', '/RSC/R/about', '/RSC/about.txt', '/RSC/Rabout.txt', '/rsc/R/about.txt'])(
    '%s is no route payload',
    (pathname) => {
      expect(rscPathToPagePath(pathname)).toBeNull();
    },
  );

  it('keeps what follows /RSC/R as it is, for the path rules to judge', () => {
    expect(rscPathToPagePath('/RSC/R/.txt')).toBe('/');
    expect(rscPathToPagePath('/RSC/R/About%20Us.txt')).toBe('/About%20Us');
  });
});
