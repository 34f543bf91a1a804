import type { Root } from 'mdast';
import type { VFile } from 'vfile';

import { KNOWN_DIRECTIVES, wrongFormText } from './directive-forms';
import { reportProblem } from './report-problem';
import { eachTextInSource } from './text-in-source';

/** A known directive with two or more colons inside a sentence (`our ::badge[New]`), where no directive can start. */
const IN_TEXT = new RegExp(`(?<![\\w:\\\\])(:{2,})(${KNOWN_DIRECTIVES.join('|')})(?=[[{])`, 'g');

/**
 * Inside a sentence only one colon makes a directive: `::badge[New]` or
 * `:::note[x]` there is text and would show as written. Lines that start
 * with ::: are remark-no-broken-directives' to name.
 */
export function remarkNoDirectivesShownAsText() {
  return (tree: Root, file: VFile) => {
    eachTextInSource(tree, file, ({ text, placeOf, lineBefore }) => {
      for (const match of text.matchAll(IN_TEXT)) {
        if (match[1]!.length >= 3 && /^[\s>]*$/.test(lineBefore(match.index))) continue;
        const howToWrite = wrongFormText(match[2]!);
        if (howToWrite) reportProblem(file, undefined, howToWrite, placeOf(match.index));
      }
    });
  };
}
