import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';

import { ContentError } from '../content-error';

/** The schemes a link in content may use; the sanitiser would blank any other. */
const LINK_SCHEME = /^(?:https?:|mailto:|tel:)/i;
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * What the sanitiser would silently drop is an error instead, so an editor
 * learns about it from the build and not from a page with text missing: raw
 * HTML (comments excepted, they are notes for editors) and links with a
 * scheme other than http(s), mailto and tel, such as `javascript:`.
 */
export function remarkPlainMarkdown() {
  return (tree: Root, file: VFile) => {
    visit(tree, (node) => {
      const line = node.position?.start.line;
      if (node.type === 'html' && !/^\s*<!--[\s\S]*-->\s*$/.test(node.value)) {
        throw new ContentError(
          file.path,
          line,
          'raw HTML is not allowed: write markdown or use a prose component such as :::note',
        );
      }
      if (
        (node.type === 'link' || node.type === 'definition' || node.type === 'image') &&
        HAS_SCHEME.test(node.url) &&
        !LINK_SCHEME.test(node.url)
      ) {
        throw new ContentError(file.path, line, `links may use http, https, mailto or tel, not "${node.url.split(':')[0]}:"`);
      }
    });
  };
}
