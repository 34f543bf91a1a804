import type { Root } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';

import { wrongFormText } from './directive-forms';
import { reportProblem } from './report-problem';

/**
 * A block directive whose closing colons are missing runs on to the end of
 * what holds it, usually the page: every heading and paragraph after it ends
 * up in the callout. remark-directive accepts that, so the build compares the
 * block with its source: a closed block ends on a line of at least as many
 * colons as opened it, after its last child.
 */
export function remarkNoUnclosedDirectives() {
  return (tree: Root, file: VFile) => {
    const source = String(file.value);
    const fenceOf = (node: ContainerDirective) => /^:+/.exec(source.slice(node.position?.start.offset ?? 0))?.[0] ?? ':::';
    const isClosed = (node: ContainerDirective) => {
      const { start, end } = node.position ?? {};
      if (start?.offset === undefined || end?.offset === undefined) return true;
      const text = source.slice(start.offset, end.offset).trimEnd();
      const lastLineStart = start.offset + text.lastIndexOf('\n') + 1;
      // Quote and list indents come before the closing colons as they come before the opening ones.
      const lastLine = source.slice(lastLineStart, start.offset + text.length).replace(/^[\s>]*/, '');
      const lastChildEnd = node.children.at(-1)?.position?.end.offset ?? 0;
      return new RegExp(`^${fenceOf(node)}:*$`).test(lastLine) && lastChildEnd <= lastLineStart;
    };
    visit(tree, 'containerDirective', (node, _index, parent) => {
      // `:::badge` is no block at all, which remark-prose-directives names.
      if (isClosed(node) || wrongFormText(node.name, node.type)) return;
      const fence = fenceOf(node);
      // The closing line of the block around it closes this one too when it has no more colons.
      const outer = parent?.type === 'containerDirective' ? parent : undefined;
      const closesBoth = outer !== undefined && fenceOf(outer).length <= fence.length;
      // That line was written for this block: the one around it is the block left open.
      if (closesBoth && isClosed(outer)) {
        const outerFence = fenceOf(outer);
        const [line, closingLine] = [node.position?.start.line, outer.position?.end.line];
        return reportProblem(
          file,
          outer,
          `the ${outerFence}${outer.name} block opened here ends at the ${outerFence} on line ${closingLine}, which was meant for the ${fence}${node.name} block opened on line ${line}: ` +
            `to end the ${outer.name} before the ${node.name}, put ${outerFence} on a line of its own above line ${line}; ` +
            `if the ${node.name} belongs inside the ${outer.name}, open the ${outer.name} with ${fence}:${outer.name} and close it with ${fence}:`,
        );
      }
      const nesting = closesBoth ? `, and give the block around it more colons than this one, e.g. ${fence}:${outer.name}` : '';
      reportProblem(
        file,
        node,
        `the ${fence}${node.name} block opened here is never closed: put ${fence} on a line of its own after its text${nesting}`,
      );
    });
  };
}
