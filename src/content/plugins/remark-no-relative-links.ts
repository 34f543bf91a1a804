import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';

import { ContentError } from '../content-error';

/** Addresses that mean the same on every page: a scheme, the site root, or this page's anchor or query. */
const SAME_ON_EVERY_PAGE = /^(?:[a-z][a-z0-9+.-]*:|\/|#|\?)/i;

/**
 * The address a relative link most likely means, read from the file's folder
 * as an editor would: `data-migration` in services/index.md is
 * /services/data-migration, `../about.md` is /about.
 */
const fromSiteRoot = (url: string, file: string): string | undefined => {
  const folder = file.replace(/^private\/[^/]+\//, '').replace(/[^/]*$/, '');
  try {
    const resolved = new URL(url, `https://site.invalid/${folder}`);
    const pagePath = resolved.pathname.replace(/\.md$/, '').replace(/\/index$/, '') || '/';
    return `${pagePath}${resolved.search}${resolved.hash}`;
  } catch {
    // Not even a relative URL: the message does without the hint.
    return undefined;
  }
};

/**
 * A relative link (`[x](data-migration)`) is resolved by the browser against
 * the address of the page it is on, so the same link works on one page and
 * leads to a 404 on another: the build asks for the path from the site root.
 */
export function remarkNoRelativeLinks() {
  return (tree: Root, file: VFile) => {
    visit(tree, (node) => {
      if (node.type !== 'link' && node.type !== 'definition' && node.type !== 'image') return;
      if (SAME_ON_EVERY_PAGE.test(node.url)) return;
      const line = node.position?.start.line;
      if (!node.url) throw new ContentError(file.path, line, 'a link without an address: write one, e.g. [text](/services)');
      if (node.url.startsWith('\\')) {
        throw new ContentError(
          file.path,
          line,
          `"${node.url}" starts with "\\", which browsers read as another site: write /path or https://…`,
        );
      }
      const meant = fromSiteRoot(node.url, file.path);
      throw new ContentError(
        file.path,
        line,
        `"${node.url}" is a relative link, which the browser resolves against each page's address: write the path from the site root${meant ? `, e.g. "${meant}"` : ''}`,
      );
    });
  };
}
