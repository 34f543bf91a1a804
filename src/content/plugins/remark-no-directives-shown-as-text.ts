import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';

import { KNOWN_DIRECTIVES, wrongFormText } from './directive-forms';
import { reportProblem } from './report-problem';

/** A known directive with two or more colons inside a sentence (`our ::badge[New]`), where no directive can start. */
const IN_TEXT = new RegExp(`(?<![\\w:\\\\])(:{2,})(${KNOWN_DIRECTIVES.join('|')})(?=[[{])`, 'g');

/**
 * Inside a sentence only one colon makes a directive: `::badge[New]` or
 * `:::note[x]` there is text and would show as written. Lines that start
 * with ::: are remark-no-broken-directives' to name.
 */
export function remarkNoDirectivesShownAsText() {
  return (tree: Root, file: VFile) => {
    const source = String(file.value);
    visit(tree, 'text', (node) => {
      const { start, end } = node.position ?? {};
      if (start?.offset === undefined || end?.offset === undefined) return;
      const text = source.slice(start.offset, end.offset);
      for (const match of text.matchAll(IN_TEXT)) {
        const before = text.slice(0, match.index);
        const lineStart = before.lastIndexOf('\n') + 1;
        if (match[1]!.length >= 3 && /^[\s>]*$/.test(before.slice(lineStart))) continue;
        const line = start.line + (before.match(/\n/g)?.length ?? 0);
        const column = (lineStart === 0 ? start.column : 1) + match.index - lineStart;
        const howToWrite = wrongFormText(match[2]!);
        if (howToWrite) reportProblem(file, undefined, howToWrite, { line, column });
      }
    });
  };
}
