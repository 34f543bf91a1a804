import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';

import { reportProblem } from './report-problem';

/** The page title comes from front matter, so a `# heading` in the body would be a second h1. */
export function remarkNoBodyTitle() {
  return (tree: Root, file: VFile) => {
    visit(tree, 'heading', (node) => {
      if (node.depth === 1) reportProblem(file, node, 'the page title comes from front matter; start headings in the body at ##');
    });
  };
}
