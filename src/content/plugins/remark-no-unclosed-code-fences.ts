import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';

import { reportProblem } from './report-problem';

/** The fence a fenced code block opens with; indented code starts with its spaces instead. */
const OPENING_FENCE = /^(`{3,}|~{3,})/;

/**
 * A code fence never closed runs on to the end of what holds it, usually
 * the page: every heading, link and block after it shows as code. Markdown
 * accepts that, so the build compares the block with its source: a closed
 * block's last line is a fence of the same character, at least as long, and
 * not part of the code.
 */
export function remarkNoUnclosedCodeFences() {
  return (tree: Root, file: VFile) => {
    const source = String(file.value);
    visit(tree, 'code', (node) => {
      const { start, end } = node.position ?? {};
      if (start?.offset === undefined || end?.offset === undefined) return;
      const fence = OPENING_FENCE.exec(source.slice(start.offset))?.[0];
      if (!fence) return;
      const lines = source.slice(start.offset, end.offset).split('\n');
      // Quote and list indents come before the closing fence as they come before the opening one.
      const lastLine = lines.at(-1)!.replace(/^[\s>]*/, '');
      const endsWithFence = lines.length > 1 && new RegExp(`^${fence[0]}{${fence.length},}\\s*$`).test(lastLine);
      // A fence-like line indented as code is still code: then the code counts one line more.
      const codeLines = node.value === '' ? 0 : node.value.split('\n').length;
      if (endsWithFence && (node.value === '' || codeLines === lines.length - 2)) return;
      reportProblem(
        file,
        node,
        `the ${fence}${node.lang ?? ''} opened here is never closed, so the text after it shows as code: put ${fence} on a line of its own after the code`,
      );
    });
  };
}
