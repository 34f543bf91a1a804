import { readFile } from 'node:fs/promises';

import { describe, expect, it } from 'vitest';

import { findPublicFile } from '../../src/content/public-file';
import { unlessMissing } from '../../src/content/unless-missing';

const failure = (code: string) => Promise.reject(Object.assign(new Error(`${code}: failed`), { code }));

describe('reading a file that may not be there', () => {
  it('gives the fallback for a missing file, or a file where a folder was expected', async () => {
    expect(await unlessMissing(readFile('tests/fixtures/no-such-file.md'), 'none')).toBe('none');
    expect(await unlessMissing(readFile('package.json/inside'), 'none')).toBe('none');
  });

  it('throws anything else, so an unreadable file is not taken for a missing one', async () => {
    await expect(unlessMissing(failure('EACCES'), 'none')).rejects.toThrow('EACCES: failed');
    await expect(unlessMissing(failure('EIO'), 'none')).rejects.toThrow('EIO: failed');
  });

  it('lets the image check say "no file" for a path through a file', async () => {
    expect(await findPublicFile('/logo.svg/inside', 'public')).toBeUndefined();
    expect(await findPublicFile('/logo.svg', 'public')).toEqual({ sitePath: '/logo.svg', exact: true });
  });
});
