import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { generatePages } from '../../scripts/bench/generate-pages.mjs';
import { alikePageHeads } from '../../src/server/build/alike-page-heads';

describe("the build benchmark's generated pages", () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'generated-pages-'));
    generatePages(root, 1000);
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('each have a title and description of their own, which the build requires', async () => {
    const dir = path.join(root, 'private/content/generated');
    const pages = await Promise.all(
      (await readdir(dir)).map(async (name) => {
        const source = await readFile(path.join(dir, name), 'utf8');
        const field = (key: string) => new RegExp(`^${key}: (.*)$`, 'm').exec(source)?.[1] ?? '';
        return { file: path.join(dir, name), frontMatter: { title: field('title'), description: field('description') } };
      }),
    );
    expect(pages).toHaveLength(1000);
    expect(alikePageHeads(pages).map((problem) => problem.message)).toEqual([]);
  });
});
