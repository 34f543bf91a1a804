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
 * Fills `{{key}}` in text, link addresses (`[Write to us](mailto:{{email}})`),
 * link titles, image descriptions and directive attributes with the company facts, before any check reads them, and reports braces that
 * make no placeholder (`{{phone}`). Code is left alone, braces and all, so a
 * template shown in a code block stays as written. A paragraph left
 * empty (a fact not there yet, such as `{{businessIdLine}}`) is left out.
 */
export function remarkPlaceholders() {
  return (tree: Root, file: VFile) => {
    const values = file.data.placeholders;
    if (!values) return;
    const markdown = String(file.value);
    visit(tree, (node) => {
      const start = node.position?.start;
      // The node as written, so a problem is placed where it is in the file, not in the parsed text.
      const at = start
        ? { source: markdown.slice(start.offset, node.position?.end.offset), line: start.line, column: start.column }
        : 1;
      // Each problem at its own line and column. The node counts as reported, so no later check
      // calls the `{{…}}` left in an address a relative link.
      const report = (problem: ContentError) =>
        reportProblem(file, node, problem.reason, { line: problem.line, column: problem.column });
      const fill = (text: string) => fillPlaceholders(text, values, file.path, at, report);
      if (node.type === 'text') node.value = fill(node.value);
      else if (node.type === 'link' || node.type === 'image' || node.type === 'definition') {
        node.url = fill(node.url);
        if (node.title) node.title = fill(node.title);
        if (node.type === 'image' && node.alt) node.alt = fill(node.alt);
      } else if (
        (node.type === 'containerDirective' || node.type === 'leafDirective' || node.type === 'textDirective') &&
        node.attributes
      ) {
        for (const [name, value] of Object.entries(node.attributes))
          if (typeof value === 'string') node.attributes[name] = fill(value);
      }
    });
    visit(tree, 'paragraph', (node, index, parent) => {
      if (!parent || index === undefined || !node.children.every((child) => child.type === 'text' && !child.value.trim())) return;
      parent.children.splice(index, 1);
      return [SKIP, index];
    });
  };
}
