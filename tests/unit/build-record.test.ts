import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { ViteBuilder } from 'vite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { readBuildRecord } from '../../scripts/build-record.mjs';
import { buildRecord } from '../../src/vite/build-record';

type BuildAppHook = { handler: (builder: ViteBuilder) => Promise<void> };

let root: string;
/** What the plugin sees of a build: its root and the values written into the bundles. */
const builder = (define: Record<string, string>) => ({ config: { root, define } }) as unknown as ViteBuilder;
const [start, finish] = buildRecord().map((plugin) => plugin.buildApp as BuildAppHook);

describe('the record of a finished build', () => {
  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'build-record-'));
    // By the end of a build its output is there.
    await mkdir(path.join(root, 'dist'));
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('is written at the end of a build and read by the servers, naming the build and its build-time variables', async () => {
    const build = builder({
      'import.meta.env.WAKU_BUILD_ID': '"abc123"',
      'process.env.PREVIEW_STAGING_API': '"http://127.0.0.1:4180"',
      'process.env.ICONS_REMOTE_API': '""',
    });
    await start!.handler(build);
    await finish!.handler(build);
    expect(readBuildRecord(path.join(root, 'dist'))).toEqual({
      id: 'abc123',
      finishedAt: expect.any(String),
      env: { PREVIEW_STAGING_API: 'http://127.0.0.1:4180', ICONS_REMOTE_API: '' },
    });
  });

  it('reads as no finished build when the file is not a record: cut short, emptied or edited', async () => {
    for (const text of [
      '{"id":"abc123","finishedAt":"2026-',
      '',
      'null',
      '{}',
      '{"id":"abc123","finishedAt":"x","env":{"A":1}}',
    ]) {
      await writeFile(path.join(root, 'dist', 'build.json'), text);
      expect(readBuildRecord(path.join(root, 'dist')), text).toBeUndefined();
    }
  });

  it('is gone as soon as the next build starts', async () => {
    const build = builder({ 'import.meta.env.WAKU_BUILD_ID': '"abc123"' });
    await finish!.handler(build);
    await start!.handler(build);
    expect(readBuildRecord(path.join(root, 'dist'))).toBeUndefined();
  });
});
