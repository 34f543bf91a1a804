import type { Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';

import { reportProblem } from './report-problem';

/**
 * `[](/about)` renders a link with no words: screen readers announce it as
 * "link" and nobody can see where it leads. Words inside an image link count
 * as its text (the image's description).
 */
export function remarkNoEmptyLinks() {
  return (tree: Root, file: VFile) => {
    visit(tree, (node) => {
      if (node.type !== 'link' && node.type !== 'linkReference') return;
      if (toString(node).trim()) return;
      const example = node.type === 'link' ? `[Our services](${node.url})` : `[Our services][${node.label ?? node.identifier}]`;
      reportProblem(file, node, `a link without words: write where it leads between the brackets, e.g. ${example}`);
    });
  };
}
