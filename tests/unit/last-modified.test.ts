import { mkdir, mkdtemp, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createRouteRuleMatcher } from '../../src/lib/route-rules';
import { precompressDirectory } from '../../src/server/build/precompress';
import { createStaticFastPath } from '../../src/server/static-fast-path';
import { StaticFiles } from '../../src/server/static-files';

const GET = {
  method: 'GET',
  acceptEncoding: '',
  ifMatch: undefined,
  ifNoneMatch: undefined,
  ifUnmodifiedSince: undefined,
  ifModifiedSince: undefined,
};

// The page, its brotli copy and its gzip copy, each changed at another second, as any deploy may leave them.
const PAGE_AT = new Date(Date.UTC(2026, 0, 5, 3, 4, 5, 600));
const BR_AT = new Date(Date.UTC(2026, 0, 5, 3, 4, 9, 100));
const GZ_AT = new Date(Date.UTC(2026, 0, 5, 3, 4, 12));
const PAGE_SENT = 'Mon, 05 Jan 2026 03:04:05 GMT';
const BR_SENT = 'Mon, 05 Jan 2026 03:04:09 GMT';
const GZ_SENT = 'Mon, 05 Jan 2026 03:04:12 GMT';

describe('Last-Modified and If-Modified-Since on the Node server', () => {
  let publicDir: string;
  let files: StaticFiles;
  beforeAll(async () => {
    publicDir = await mkdtemp(path.join(tmpdir(), 'last-modified-'));
    await mkdir(path.join(publicDir, 'about'));
    const page = path.join(publicDir, 'about/index.html');
    for (const [file, at] of [
      [page, PAGE_AT],
      [`${page}.br`, BR_AT],
      [`${page}.gz`, GZ_AT],
      [path.join(publicDir, '404.html'), PAGE_AT],
    ] as const) {
      await writeFile(file, `<!doctype html><title>${path.basename(file)}</title>`);
      await utimes(file, at, at);
    }
    files = await StaticFiles.load(publicDir);
  });
  afterAll(() => rm(publicDir, { recursive: true, force: true }));

  const about = () => files.find('/about')!;

  it("is the mtime of the file sent, a precompressed copy's own, as nginx sends it", async () => {
    for (const [acceptEncoding, sent] of [
      ['', PAGE_SENT],
      ['br', BR_SENT],
      ['gzip', GZ_SENT],
    ]) {
      const answer = await files.answer(about(), { ...GET, acceptEncoding: acceptEncoding! });
      expect(answer.headers['last-modified'], acceptEncoding).toBe(sent);
    }
  });

  it('answers a date at or after that mtime with a 304 that carries the headers of the If-None-Match 304', async () => {
    const request = { ...GET, acceptEncoding: 'br' };
    const { etag } = (await files.answer(about(), request)).headers;
    const byTag = await files.answer(about(), { ...request, ifNoneMatch: etag });
    expect(byTag.status).toBe(304);
    for (const method of ['GET', 'HEAD']) {
      for (const date of [BR_SENT, 'Tue, 06 Jan 2026 00:00:00 GMT', 'Monday, 05-Jan-26 03:04:09 GMT']) {
        const byDate = await files.answer(about(), { ...request, method, ifModifiedSince: date });
        expect(byDate, `${method} ${date}`).toEqual({ status: 304, headers: byTag.headers, body: null });
      }
    }
    expect(byTag.headers['last-modified']).toBe(BR_SENT);
  });

  it('sends a 304 without the headers that describe a body, as nginx does', async () => {
    const request = { ...GET, acceptEncoding: 'br' };
    const full = await files.answer(about(), request);
    expect(full.headers).toMatchObject({ 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'br' });
    const revalidated = await files.answer(about(), { ...request, ifNoneMatch: full.headers.etag });
    expect(revalidated.status).toBe(304);
    expect(Object.keys(revalidated.headers).sort()).toEqual(['cache-control', 'etag', 'last-modified', 'vary']);
  });

  it('sends the file for an earlier date, a date it cannot read, or beside If-None-Match naming another version', async () => {
    for (const [acceptEncoding, ifModifiedSince, sent] of [
      // Before the brotli copy changed, though not before the plain file did.
      ['br', PAGE_SENT, BR_SENT],
      ['', 'Mon, 05 Jan 2026 03:04:04 GMT', PAGE_SENT],
      ['', 'yesterday', PAGE_SENT],
    ]) {
      const answer = await files.answer(about(), { ...GET, acceptEncoding: acceptEncoding!, ifModifiedSince });
      expect(answer.status, `${acceptEncoding} ${ifModifiedSince}`).toBe(200);
      expect(answer.body, `${acceptEncoding} ${ifModifiedSince}`).not.toBeNull();
      expect(answer.headers['last-modified'], `${acceptEncoding} ${ifModifiedSince}`).toBe(sent);
    }
    // A date the file has not changed since, but another tag: If-None-Match decides alone.
    const otherTag = await files.answer(about(), { ...GET, ifModifiedSince: GZ_SENT, ifNoneMatch: '"other"' });
    expect(otherTag.status).toBe(200);
    expect((await files.answer(about(), { ...GET, ifModifiedSince: GZ_SENT })).status).toBe(304);
  });

  it('leaves it out of answers other than a 200, which ignore the date', async () => {
    const page = files.find('/404.html')!;
    expect((await files.answer(page, GET)).headers['last-modified']).toBe(PAGE_SENT);
    const notFound = await files.answer(page, { ...GET, ifModifiedSince: GZ_SENT }, 404);
    expect(notFound.status).toBe(404);
    expect(notFound.headers['last-modified']).toBeUndefined();
  });

  it('is the same on the fast path for files in memory', async () => {
    const fastPath = createStaticFastPath(files, createRouteRuleMatcher({}), { trustProxy: false });
    await files.answer(about(), { ...GET, acceptEncoding: 'br' });
    const send = (headers: Record<string, string>) => fastPath({ method: 'GET', url: '/about', headers });
    expect(send({ 'accept-encoding': 'br' })?.headers['last-modified']).toBe(BR_SENT);
    expect(send({ 'accept-encoding': 'br', 'if-modified-since': BR_SENT })?.status).toBe(304);
    expect(send({ 'accept-encoding': 'br', 'if-modified-since': PAGE_SENT })?.status).toBe(200);
  });
});

describe('the build', () => {
  let publicDir: string;
  afterAll(() => rm(publicDir, { recursive: true, force: true }));

  it("gives each precompressed copy its file's mtime, so every coding sends the same Last-Modified", async () => {
    publicDir = await mkdtemp(path.join(tmpdir(), 'precompress-'));
    // One changed within a second, one on a second exactly, which a rounding error would move to the one before.
    const changed = { 'index.html': PAGE_AT, 'about.html': new Date(Date.UTC(2026, 0, 5, 3, 4, 5)) };
    for (const [name, at] of Object.entries(changed)) {
      await writeFile(path.join(publicDir, name), `<!doctype html><p>${'A page long enough to compress. '.repeat(20)}</p>`);
      await utimes(path.join(publicDir, name), at, at);
    }
    expect((await precompressDirectory(publicDir)).files).toBe(2);
    for (const [name, at] of Object.entries(changed)) {
      for (const copy of [`${name}.br`, `${name}.gz`]) {
        const { mtimeMs } = await stat(path.join(publicDir, copy));
        expect(Math.abs(mtimeMs - at.getTime()), copy).toBeLessThan(1);
        expect(Math.floor(mtimeMs / 1000), copy).toBe(Math.floor(at.getTime() / 1000));
      }
    }
  });
});
