import { rm } from 'node:fs/promises';
import path from 'node:path';

import { listFiles } from '../list-files';
import { isHiddenPath } from '../screen-request';

// GitHub Pages' Jekyll drops the folders whose names start with `_` unless this file is there (README).
const HIDDEN_ON_PURPOSE = new Set(['/.nojekyll']);

/** `/images/.DS_Store` → itself; `/.git/config` → `/.git`: the outermost hidden file or folder. */
const outermostHidden = (sitePath: string): string => {
  const segments = sitePath.split('/');
  const first = segments.findIndex((segment) => isHiddenPath(`/${segment}`));
  return segments.slice(0, first + 1).join('/');
};

/**
 * Takes hidden files and folders (`.env`, `images/.DS_Store`, `.git/`) out
 * of the built public folder, `.well-known/` and `.nojekyll` aside. nginx and
 * the Node server refuse to send them, but a plain static host would publish
 * them. Returns what it took out, by the path it would have been served at.
 */
export const removeHiddenFiles = async (publicDir: string): Promise<string[]> => {
  const hidden = new Set(
    (await listFiles(publicDir))
      .filter(({ sitePath }) => isHiddenPath(sitePath) && !HIDDEN_ON_PURPOSE.has(sitePath))
      .map(({ sitePath }) => outermostHidden(sitePath)),
  );
  for (const sitePath of hidden) await rm(path.join(publicDir, sitePath), { recursive: true, force: true });
  return [...hidden].sort();
};
