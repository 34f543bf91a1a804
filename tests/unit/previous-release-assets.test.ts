import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { readPreviousPublicDir } from '../../src/server/previous-release';
import { StaticFiles } from '../../src/server/static-files';

const GET = {
  method: 'GET',
  acceptEncoding: 'br',
  ifMatch: undefined,
  ifNoneMatch: undefined,
  ifUnmodifiedSince: undefined,
  ifModifiedSince: undefined,
};

const writeFiles = async (dir: string, files: Record<string, string>) => {
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), text);
  }
};

describe("the previous release's assets on the Node server", () => {
  let root: string;
  const current = () => path.join(root, 'current');
  const previous = () => path.join(root, 'previous');
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'previous-release-'));
    await writeFiles(current(), {
      'index.html': '<h1>New</h1>',
      'assets/shared-AAAA.js': 'export const shared = "new";',
      'assets/menu-NEW1.js': 'export const menu = "new";',
    });
    await writeFiles(previous(), {
      'index.html': '<h1>Old</h1>',
      'gone/index.html': '<h1>A page this release removed</h1>',
      'assets/shared-AAAA.js': 'export const shared = "old";',
      'assets/menu-OLD1.js': 'export const menu = "old";',
      'assets/menu-OLD1.js.br': 'brotli bytes',
      'assets/.hidden.js': 'never served',
      'assets/sub/index.html': 'an index in assets is no page',
      'assets/gone-OLD2.js': 'removed while the server runs',
    });
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('answers the chunks only the previous build has, precompressed and cached for good', async () => {
    const files = await StaticFiles.load(current(), { previousPublicDir: previous() });
    const answer = await files.answer(files.find('/assets/menu-OLD1.js')!, GET);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(files.previousAssets).toBe(3);
  });

  it('answers only exact paths, and a file removed since the start as missing, not as a failure', async () => {
    const files = await StaticFiles.load(current(), { previousPublicDir: previous() });
    expect(files.find('/assets/sub')).toBeUndefined();
    const gone = files.find('/assets/gone-OLD2.js')!;
    await rm(path.join(previous(), 'assets/gone-OLD2.js'));
    expect(await files.respond(gone, new Request('http://localhost/assets/gone-OLD2.js'))).toBeUndefined();
  });

  it('goes on without a previous release it cannot read, and says why', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const notAFolder = path.join(current(), 'index.html');
      const files = await StaticFiles.load(current(), { previousPublicDir: notAFolder });
      expect(files.previousAssets).toBe(0);
      expect(files.find('/index.html')).toBeDefined();
      expect(warn).toHaveBeenCalledWith(expect.stringContaining(`PREVIOUS_PUBLIC_DIR=${notAFolder} cannot be read (ENOTDIR)`));
    } finally {
      warn.mockRestore();
    }
  });

  it("keeps this build's own file where both have one, and never takes its pages or hidden files", async () => {
    const files = await StaticFiles.load(current(), { previousPublicDir: previous() });
    expect(
      (await files.answer(files.find('/assets/shared-AAAA.js')!, { ...GET, acceptEncoding: '' })).body!.toString(),
    ).toContain('"new"');
    expect((await files.text('/index.html')) ?? '').toContain('New');
    expect(files.find('/gone')).toBeUndefined();
    expect(files.find('/assets/.hidden.js')).toBeUndefined();
  });

  it('is no error on the first release, which has no previous one, and tells that apart from none to answer', async () => {
    const files = await StaticFiles.load(current(), { previousPublicDir: path.join(root, 'not-there') });
    expect(files.find('/assets/menu-OLD1.js')).toBeUndefined();
    expect(files.previousAssets).toBeUndefined();
    // A previous release whose assets this build has all of is there, with none to answer.
    expect((await StaticFiles.load(current(), { previousPublicDir: current() })).previousAssets).toBe(0);
  });

  it('is named by an absolute path, so it does not depend on where the server starts', () => {
    expect(readPreviousPublicDir({})).toBeUndefined();
    expect(readPreviousPublicDir({ PREVIOUS_PUBLIC_DIR: ' /srv/site/previous/dist/public ' })).toBe(
      '/srv/site/previous/dist/public',
    );
    expect(() => readPreviousPublicDir({ PREVIOUS_PUBLIC_DIR: '../previous/dist/public' })).toThrow(
      'PREVIOUS_PUBLIC_DIR must be an absolute path',
    );
  });
});
