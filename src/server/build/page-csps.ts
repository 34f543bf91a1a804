import 'server-only';

import { readFile } from 'node:fs/promises';

import { inlineScriptHashes, pageCsp } from '../csp';
import { listFiles } from '../list-files';

/**
 * The CSP of every prerendered HTML file, keyed by its public path
 * (`/about/index.html`): the URI nginx has once `try_files` found the page.
 */
export const pageCspsByFile = async (publicDir: string, connectSources: readonly string[]): Promise<Map<string, string>> => {
  const csps = new Map<string, string>();
  for (const { file, sitePath } of (await listFiles(publicDir)).filter(({ file }) => file.endsWith('.html'))) {
    csps.set(sitePath, pageCsp(inlineScriptHashes(await readFile(file, 'utf8')), connectSources));
  }
  return csps;
};
