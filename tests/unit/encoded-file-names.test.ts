import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { StaticFiles } from '../../src/server/static-files';

describe('a public file whose name a URL must percent-encode', () => {
  let root: string;
  let files: StaticFiles;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'encoded-names-'));
    await mkdir(path.join(root, 'images'));
    for (const name of ['köln.png', 'team photo.png', 'plain.png']) await writeFile(path.join(root, 'images', name), name);
    files = await StaticFiles.load(root);
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('is found by the address a page links it with, as a static host finds it', () => {
    // How the build writes the addresses into <img src>, and browsers send them.
    expect(files.find('/images/k%C3%B6ln.png')?.absolutePath).toBe(path.join(root, 'images', 'köln.png'));
    expect(files.find('/images/team%20photo.png')?.absolutePath).toBe(path.join(root, 'images', 'team photo.png'));
    expect(files.find('/images/plain.png')?.absolutePath).toBe(path.join(root, 'images', 'plain.png'));
  });

  it('is not found by a broken encoding or a name no file has', () => {
    for (const address of ['/images/k%C3.png', '/images/%E0%A4%A.png', '/images/team%2520photo.png', '/images/K%C3%B6ln.png'])
      expect(files.find(address), address).toBeUndefined();
  });
});
