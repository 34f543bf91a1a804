import 'server-only';

import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

import { inlineScriptHashes, pageCsp } from '../csp';

/**
 * The CSP of every prerendered HTML file, keyed by its public path
 * (`/about/index.html`): the URI nginx has once `try_files` found the page.
 */
export const pageCspsByFile = async (publicDir: string, connectSources: readonly string[]): Promise<Map<string, string>> => {
  const entries = await readdir(publicDir, { recursive: true, withFileTypes: true });
  const csps = new Map<string, string>();
  for (const entry of entries.filter((e) => e.isFile() && e.name.endsWith('.html'))) {
    const file = path.join(entry.parentPath, entry.name);
    const uri = '/' + path.relative(publicDir, file).split(path.sep).join('/');
    csps.set(uri, pageCsp(inlineScriptHashes(await readFile(file, 'utf8')), connectSources));
  }
  return csps;
};
