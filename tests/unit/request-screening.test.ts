import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { isHiddenPath, rawPathOf, screenRequest } from '../../src/server/screen-request';
import { StaticFiles } from '../../src/server/static-files';

/** What a developer may leave in public/ by accident, next to the one hidden folder a site publishes. */
const HIDDEN_BUILD_FILES = {
  '.env': 'DATABASE_PASSWORD=hunter2',
  'images/.DS_Store': 'Bud1',
  '.git/config': '[core]',
  '.well-known/security.txt': 'Contact: mailto:security@example.com',
};

describe('hidden files', () => {
  it.each([
    '/.env',
    '/.git/config',
    '/.git',
    '/images/.DS_Store',
    '/.well-known/.hidden',
    '/assets/.vite/manifest.json',
    '/.well-knownx/a',
  ])('%s is never answered', (path) => {
    expect(isHiddenPath(path)).toBe(true);
    expect(screenRequest('GET', path)).toMatchObject({ verdict: 'reject', status: 404 });
  });

  it.each(['/.well-known/security.txt', '/images/team.v2.jpg', '/about', '/assets/index-a1.b2.js', '/'])(
    '%s is a name like any other',
    (path) => {
      expect(isHiddenPath(path)).toBe(false);
    },
  );

  it('lets /.well-known/security.txt through to the files', () => {
    expect(screenRequest('GET', '/.well-known/security.txt')).toEqual({ verdict: 'pass', kind: 'file' });
  });
});

describe('the path as the request line sent it', () => {
  it.each([
    ['/x/../about?y=1', '/x/../about'],
    ['/', '/'],
    ['http://127.0.0.1/x/../about', '/x/../about'],
    ['HTTP://example.com:8080/%2e%2e/?q', '/%2e%2e/'],
    ['http://example.com', '/'],
    ['http://example.com?x=1', '/'],
    ['https://example.com/.env', '/.env'],
  ])('%s -> %s', (target, path) => {
    expect(rawPathOf(target)).toBe(path);
  });

  it.each(['*', '', 'about', undefined])('%s has no path of its own', (target) => {
    expect(rawPathOf(target)).toBeUndefined();
  });

  it('screens an absolute-form target by its path as sent', () => {
    expect(screenRequest('GET', rawPathOf('http://127.0.0.1/x/../about')!)).toMatchObject({ verdict: 'reject', status: 404 });
  });
});

describe('hidden files in the build', () => {
  let publicDir: string;
  beforeAll(async () => {
    publicDir = await mkdtemp(path.join(tmpdir(), 'hidden-files-'));
    for (const [file, text] of Object.entries(HIDDEN_BUILD_FILES)) {
      await mkdir(path.dirname(path.join(publicDir, file)), { recursive: true });
      await writeFile(path.join(publicDir, file), text);
    }
  });
  afterAll(() => rm(publicDir, { recursive: true, force: true }));

  it('are not even held by the Node server; /.well-known/ is', async () => {
    const files = await StaticFiles.load(publicDir);
    for (const hidden of ['/.env', '/images/.DS_Store', '/.git/config']) expect(files.find(hidden), hidden).toBeUndefined();
    const securityTxt = files.find('/.well-known/security.txt')!;
    expect(
      (
        await files.answer(securityTxt, {
          method: 'GET',
          acceptEncoding: '',
          ifMatch: undefined,
          ifNoneMatch: undefined,
          ifUnmodifiedSince: undefined,
          ifModifiedSince: undefined,
        })
      ).status,
    ).toBe(200);
  });
});
