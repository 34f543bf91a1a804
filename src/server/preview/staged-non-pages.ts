import 'server-only';

import { readdir } from 'node:fs/promises';
import path from 'node:path';

import { LEGAL_PAGE_TITLES, LEGAL_PAGES } from '../../lib/site-pages';
import { PAGE_FILE_NAME } from '../../content/load-pages';
import { displayPath } from '../../content/private-dir';
import { unlessMissing } from '../../content/unless-missing';
import { IMAGE_FILE } from '../../content/unread-files';
import type { ContentFileProblem } from '../../lib/file-problem';

const ONLY_PAGES = 'not previewed, as only pages can be staged';

/** What happens instead to a file under private/staging that is no page, by its path inside that folder. */
const reasonFor = (segments: string[]): string | undefined => {
  const [folder, name = ''] = segments;
  const legal = LEGAL_PAGES.find((page) => `${page}.md` === name);
  if (folder === 'legal' && segments.length === 2 && legal) {
    return `previewed as a new page at /legal/${legal}, not as the ${LEGAL_PAGE_TITLES[legal]}: legal pages cannot be staged, they change when private/legal/${name} is changed and the site is built`;
  }
  const file = segments.at(-1)!;
  if (PAGE_FILE_NAME.test(file)) return undefined;
  if (folder === 'landing') {
    return `${ONLY_PAGES}: landing sections change when private/landing/ is changed and the site is built`;
  }
  if (IMAGE_FILE.test(file)) return `${ONLY_PAGES}: put images in public/, from where the next build publishes them`;
  return 'not previewed, as only pages (.md files) can be staged: see "Previewing staged content" in the README';
};

/**
 * Files under private/staging that the preview does not show as staged
 * pages: landing YAML, images, a legal page. The build never reads
 * private/staging, so they stop nothing; without a note an editor would
 * wait for a change that never appears. Hidden files (.gitkeep) are left out.
 */
export const stagedNonPages = async (dir: string): Promise<ContentFileProblem[]> => {
  const entries = await unlessMissing(readdir(dir, { withFileTypes: true, recursive: true }), []);
  return entries
    .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort()
    .flatMap((file) => {
      const reason = reasonFor(path.relative(dir, file).split(path.sep));
      return reason ? [{ file: displayPath(file), reason }] : [];
    });
};
