import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { fileInside } from '../../src/content/file-inside';

const dir = path.resolve('public');

describe('fileInside', () => {
  it('names the file a site path means inside the folder', () => {
    expect(fileInside(dir, '/images/office.jpg')).toBe(path.join(dir, 'images', 'office.jpg'));
    expect(fileInside(dir, '/')).toBe(dir + path.sep);
    // A dot segment that stays inside is the file it leads to.
    expect(fileInside(dir, '/images/../logo.svg')).toBe(path.join(dir, 'logo.svg'));
  });

  it('refuses a path that climbs out of the folder, however it is written', () => {
    for (const sitePath of ['/../package.json', '/images/../../package.json', '../private/company.yaml', '/..'])
      expect(fileInside(dir, sitePath), sitePath).toBeUndefined();
    // A sibling folder whose name starts with the folder's own is outside too.
    expect(fileInside(dir, '/../public-old/logo.svg')).toBeUndefined();
  });

  it('refuses a NUL byte, which would cut the name short in some file APIs', () => {
    expect(fileInside(dir, '/logo.svg\0.html')).toBeUndefined();
  });
});
