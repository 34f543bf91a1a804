import 'server-only';

import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

import { PAGE_FILE_NAME } from '../../content/load-pages';
import { displayPath } from '../../content/private-dir';
import { unlessMissing } from '../../content/unless-missing';
import type { ContentFileProblem } from '../../lib/file-problem';

/**
 * Staged pages that are byte for byte their published page: left behind
 * after publishing, or copied and not yet changed. They show nothing new,
 * and in preview they would go on hiding every later change to the
 * published file, so the bar names them.
 */
export const unchangedStagedPages = async (stagingDir: string, contentDir: string): Promise<ContentFileProblem[]> => {
  const entries = await unlessMissing(readdir(stagingDir, { withFileTypes: true, recursive: true }), []);
  const staged = entries
    .filter((entry) => entry.isFile() && PAGE_FILE_NAME.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  const notes: ContentFileProblem[] = [];
  for (const file of staged) {
    const published = path.join(contentDir, path.relative(stagingDir, file));
    // Either may go between listing and reading (an editor deleting the staged copy).
    const [stagedText, publishedText] = await Promise.all([
      unlessMissing(readFile(file), undefined),
      unlessMissing(readFile(published), undefined),
    ]);
    if (stagedText && publishedText?.equals(stagedText))
      notes.push({
        file: displayPath(file),
        reason: `the same as ${displayPath(published)}, so it shows nothing new, and in preview it would hide later changes to the published page: delete it`,
      });
  }
  return notes;
};
