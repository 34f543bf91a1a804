import { readFile } from 'node:fs/promises';

import { ContentError } from './content-error';
import { displayPath } from './private-dir';
import { isMissingFile } from './unless-missing';

/**
 * The text of a file the site cannot do without. A missing one is named with
 * what it holds, as a content problem beside the others, not as a bare ENOENT.
 */
export const readRequiredFile = (absoluteFile: string, holds: string): Promise<string> =>
  readFile(absoluteFile, 'utf8').catch((error: unknown) => {
    if (isMissingFile(error)) throw new ContentError(displayPath(absoluteFile), undefined, `missing: it holds ${holds}`);
    throw error;
  });
