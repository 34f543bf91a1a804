import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { loadPages, loadPagesKeepingErrors } from '../../src/content/load-pages';

const REMOVED = 'removed-while-reading.md';

// An editor deletes a staged page while the server reads the folder: the file
// is listed, then gone when its turn to be read comes.
vi.mock('node:fs/promises', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs/promises')>();
  const readFile = async (file: string, ...rest: unknown[]) => {
    if (String(file).endsWith(REMOVED)) await fs.unlink(file);
    return (fs.readFile as (...args: unknown[]) => Promise<string>)(file, ...rest);
  };
  return { ...fs, default: { ...fs, readFile }, readFile };
});

const page = (title: string) =>
  `---\ntitle: ${title}\ndescription: A page that stays while another one is deleted.\n---\n\nText.\n`;

describe('a page file deleted after the folder was listed', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'staging-'));
    await writeFile(path.join(dir, 'about.md'), page('About us'));
    await writeFile(path.join(dir, REMOVED), page('Going away'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('is left out of the preview, and the other staged pages load', async () => {
    const { pages, errors } = await loadPagesKeepingErrors(dir, 'staging', {});
    expect(pages.map((p) => p.path)).toEqual(['/about']);
    expect(errors).toEqual([]);
  });

  it('is left out of a build too, instead of stopping it with ENOENT', async () => {
    expect((await loadPages(dir, 'content', {})).map((p) => p.path)).toEqual(['/about']);
  });
});
