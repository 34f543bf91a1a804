import 'server-only';

import type { Root } from 'hast';
import { visit } from 'unist-util-visit';

import { PROJECT_PUBLIC_DIR } from '../../content/public-dir';
import { findPublicFile } from '../../content/public-file';
import { decodeOrKeep } from '../../lib/decode-or-keep';
import type { ContentFileProblem } from '../../lib/file-problem';
import { linkedPath } from '../../lib/route-href';

type PageWithFiles = { file: string; body: Root };

/** An image or link in a page, to a file in public/ that this server's build does not have. */
type FileNotBuiltYet = { file: string; line: number | undefined; column: number | undefined; path: string; image: boolean };

/**
 * Images shown and files linked in `pages` that are in public/ but were
 * added after this server was built. The next build copies public/ and
 * publishes them, so they stop nothing; the preview just cannot serve them.
 */
export const filesNotBuiltYet = async (
  pages: Iterable<PageWithFiles>,
  isBuilt: (path: string) => boolean,
): Promise<FileNotBuiltYet[]> => {
  const uses: FileNotBuiltYet[] = [];
  for (const { file, body } of pages) {
    visit(body, 'element', (element) => {
      const image = element.tagName === 'img';
      const address = image ? element.properties.src : element.properties.href;
      const path = typeof address === 'string' ? linkedPath(address) : undefined;
      if (path !== undefined && !isBuilt(path)) {
        const { line, column } = element.position?.start ?? {};
        uses.push({ file, line, column, path, image });
      }
    });
  }
  const paths = [...new Set(uses.map(({ path }) => path))];
  const inPublic = await Promise.all(
    paths.map(async (path) => (await findPublicFile(decodeOrKeep(path), PROJECT_PUBLIC_DIR))?.exact),
  );
  const added = new Set(paths.filter((_, i) => inPublic[i]));
  return uses.filter(({ path }) => added.has(path));
};

/** What the preview bar says about such a file, in the build's words for where it is used. */
export const notBuiltYetNote = ({ file, line, column, path, image }: FileNotBuiltYet): ContentFileProblem => ({
  file,
  line,
  column,
  reason: image
    ? `image ${path} is in public/ but not in this build yet, so the preview cannot show it: it is published with the next build`
    : `links to ${path}, which is in public/ but not in this build yet: it is published with the next build`,
});
