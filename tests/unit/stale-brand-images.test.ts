import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { staleBrandImageProblems } from '../../src/server/build/brand-images';

const SOURCES = ['src/config/app.config.ts', 'src/styles.css', 'public/logo.svg', 'scripts/assets/brand-images-drawn.json'];

describe('share image and favicons drawn from what the site says now', () => {
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'brand-images-'));
    for (const file of SOURCES) await cp(file, path.join(root, file), { recursive: true });
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  const change = async (file: string, edit: (text: string) => string) =>
    writeFile(path.join(root, file), edit(await readFile(path.join(root, file), 'utf8')));

  it('pass as committed', () => {
    expect(staleBrandImageProblems(root)).toEqual([]);
  });

  it('after a rename, name the old and the new company and the command that redraws them', async () => {
    await change('src/config/app.config.ts', (source) =>
      source.replace(/^const COMPANY_NAME = '[^']+';$/m, "const COMPANY_NAME = 'Beispiel Digital GmbH';"),
    );
    const [problem, ...more] = staleBrandImageProblems(root);
    expect(more).toEqual([]);
    expect(problem?.message).toMatch(
      /^scripts\/assets\/brand-images-drawn\.json: the share image and the favicons in public\/ show the name "[^"]+", not "Beispiel Digital GmbH" \(src\/config\/app\.config\.ts\): run node scripts\/assets\/render-brand-images\.mjs to redraw them$/,
    );
  });

  it('after a new brand colour and logo, name both in one problem', async () => {
    await change('src/styles.css', (styles) => styles.replace(/(--color-primary-700:\s*)#[0-9a-f]{6}/i, '$1#c0ffee'));
    await change('public/logo.svg', (svg) => `${svg}\n<!-- redrawn -->`);
    const [problem] = staleBrandImageProblems(root);
    expect(problem?.reason).toContain('other brand colours than src/styles.css has now; another logo than public/logo.svg');
  });

  it('without a record of the last drawing, say how to make one', async () => {
    await rm(path.join(root, 'scripts/assets/brand-images-drawn.json'));
    expect(staleBrandImageProblems(root).map((problem) => problem.message)).toEqual([
      'scripts/assets/brand-images-drawn.json: missing or unreadable: run node scripts/assets/render-brand-images.mjs',
    ]);
  });
});
