import type { Root } from 'mdast';
import { SKIP, visit } from 'unist-util-visit';
import type { VFile } from 'vfile';

import type { ContentError } from '../content-error';
import { fillPlaceholders, type PlaceholderValues } from '../placeholders';
import { reportProblem } from './report-problem';

declare module 'vfile' {
  interface DataMap {
    /** The values `{{key}}` stands for in this file; without them the text is left as written. */
    placeholders: PlaceholderValues;
  }
}

/**
 * Fills `{{key}}` in text and link addresses (`[Write to us](mailto:{{email}})`)
 * with the company facts, before any check reads them. Code keeps its braces,
 * so a template shown in a code block stays as written. A paragraph left
 * empty (a fact not there yet, such as `{{businessIdLine}}`) is left out.
 */
export function remarkPlaceholders() {
  return (tree: Root, file: VFile) => {
    const values = file.data.placeholders;
    if (!values) return;
    visit(tree, (node) => {
      const line = node.position?.start.line ?? 1;
      // Each unknown key at its own line. The node counts as reported, so no later check
      // calls the `{{…}}` left in an address a relative link.
      const report = (problem: ContentError) => reportProblem(file, node, problem.reason, { line: problem.line });
      if (node.type === 'text') node.value = fillPlaceholders(node.value, values, file.path, line, report);
      else if (node.type === 'link' || node.type === 'image' || node.type === 'definition')
        node.url = fillPlaceholders(node.url, values, file.path, line, report);
    });
    visit(tree, 'paragraph', (node, index, parent) => {
      if (!parent || index === undefined || !node.children.every((child) => child.type === 'text' && !child.value.trim())) return;
      parent.children.splice(index, 1);
      return [SKIP, index];
    });
  };
}
