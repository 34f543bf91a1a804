import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';

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
    const fenceOf = (offset = 0) => /^:+/.exec(source.slice(offset))?.[0] ?? ':::';
    visit(tree, 'containerDirective', (node, _index, parent) => {
      const { start, end } = node.position ?? {};
      if (start?.offset === undefined || end?.offset === undefined) return;
      const fence = fenceOf(start.offset);
      const text = source.slice(start.offset, end.offset).trimEnd();
      const lastLineStart = start.offset + text.lastIndexOf('\n') + 1;
      // Quote and list indents come before the closing colons as they come before the opening ones.
      const lastLine = source.slice(lastLineStart, start.offset + text.length).replace(/^[\s>]*/, '');
      const lastChildEnd = node.children.at(-1)?.position?.end.offset ?? 0;
      const closed = new RegExp(`^${fence}:*$`).test(lastLine) && lastChildEnd <= lastLineStart;
      if (closed) return;
      // The closing line of the block around it closes this one too when it has no more colons.
      const outer = parent?.type === 'containerDirective' ? parent : undefined;
      const outerFence = outer ? fenceOf(outer.position?.start.offset) : '';
      const nesting =
        outer && outerFence.length <= fence.length
          ? `, and give the block around it more colons than this one, e.g. ${fence}:${outer.name}`
          : '';
      reportProblem(
        file,
        node,
        `the ${fence}${node.name} block opened here is never closed: put ${fence} on a line of its own after its text${nesting}`,
      );
    });
  };
}
