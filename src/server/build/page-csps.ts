import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

import { inlineScriptHashes, pageCsp } from '../csp';

/**
 * The CSP of every prerendered HTML file, keyed by each URI nginx may serve
 * it under (`/about`, `/about/`, `/about/index.html`).
 */
export const pageCspsByUri = async (publicDir: string, connectSources: readonly string[]): Promise<Map<string, string>> => {
  const entries = await readdir(publicDir, { recursive: true, withFileTypes: true });
  const csps = new Map<string, string>();
  for (const entry of entries.filter((e) => e.isFile() && e.name.endsWith('.html'))) {
    const file = path.join(entry.parentPath, entry.name);
    const uri = '/' + path.relative(publicDir, file).split(path.sep).join('/');
    const csp = pageCsp(inlineScriptHashes(await readFile(file, 'utf8')), connectSources);
    csps.set(uri, csp);
    if (uri.endsWith('/index.html')) {
      const page = uri.slice(0, -'index.html'.length);
      csps.set(page, csp);
      if (page !== '/') csps.set(page.slice(0, -1), csp);
    }
  }
  return csps;
};
