import 'server-only';

import path from 'node:path';

import { fileToPagePath, listMarkdownFiles } from '../../content/load-pages';
import { displayPath } from '../../content/private-dir';
import type { ContentFileProblem } from '../../lib/file-problem';

/**
 * Staged files that, published as the README says (moved to the same place
 * under private/content), would sit beside another published file for the
 * same address: `services/cloud-hosting/index.md` staged while
 * `services/cloud-hosting.md` is published. The preview shows the staged
 * page; the build refuses two files for one address.
 */
export const stagedAddressClashes = async (stagingDir: string, contentDir: string): Promise<ContentFileProblem[]> => {
  const [staged, published] = await Promise.all([listMarkdownFiles(stagingDir), listMarkdownFiles(contentDir)]);
  const publishedByPath = new Map(
    published.map((file) => [fileToPagePath(path.relative(contentDir, file)), path.relative(contentDir, file)]),
  );
  return staged.flatMap((file) => {
    const relative = path.relative(stagingDir, file);
    const pagePath = fileToPagePath(relative);
    const other = publishedByPath.get(pagePath);
    if (other === undefined || other === relative) return [];
    return [
      {
        file: displayPath(file),
        reason:
          `published as ${displayPath(path.join(contentDir, relative))}, it would be a second file for ${pagePath} ` +
          `beside ${displayPath(path.join(contentDir, other))}: delete that one when you publish this`,
      },
    ];
  });
};
