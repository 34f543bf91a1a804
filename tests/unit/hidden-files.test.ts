import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { listFiles } from '../../src/server/list-files';
import { removeHiddenFiles } from '../../src/server/build/hidden-files';

describe('hidden files in the built public folder', () => {
  let root: string;
  const put = async (sitePath: string) => {
    await mkdir(path.dirname(path.join(root, sitePath)), { recursive: true });
    await writeFile(path.join(root, sitePath), sitePath);
  };
  const served = async () => (await listFiles(root)).map((file) => file.sitePath).sort();

  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'hidden-files-'));
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('are taken out, which a plain static host would otherwise publish', async () => {
    for (const file of ['/.env', '/images/.DS_Store', '/.git/config', '/.git/objects/ab/cdef', '/images/logo.svg', '/index.html'])
      await put(file);
    expect(await removeHiddenFiles(root)).toEqual(['/.env', '/.git', '/images/.DS_Store']);
    expect(await served()).toEqual(['/images/logo.svg', '/index.html']);
  });

  it('keep .well-known/ and .nojekyll, which a site publishes on purpose, but not a hidden file inside', async () => {
    for (const file of ['/.well-known/security.txt', '/.well-known/.htaccess', '/.nojekyll', '/images/.nojekyll'])
      await put(file);
    expect(await removeHiddenFiles(root)).toEqual(['/.well-known/.htaccess', '/images/.nojekyll']);
    expect(await served()).toEqual(['/.nojekyll', '/.well-known/security.txt']);
  });

  it('leave a folder without any alone', async () => {
    for (const file of ['/about/index.html', '/_app/builds/latest.json', '/assets/islands-Ab1.js']) await put(file);
    expect(await removeHiddenFiles(root)).toEqual([]);
    expect(await served()).toHaveLength(3);
  });
});
