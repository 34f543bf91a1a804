import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';

/** A text node as the file writes it, escapes and all, and where a place in it is. */
export interface TextInSource {
  readonly text: string;
  /** The line and column of `text[index]` in the file. */
  placeOf(index: number): { line: number; column: number };
  /** What comes before `text[index]` on its own line of the file, as far as the node reaches. */
  lineBefore(index: number): string;
}

/**
 * Calls `each` with every text node's source: text that remark left as text
 * (a reference without its definition, a directive inside a sentence) still
 * shows the mistake there, and a problem names its line and column.
 */
export function eachTextInSource(tree: Root, file: VFile, each: (source: TextInSource) => void): void {
  const source = String(file.value);
  visit(tree, 'text', (node) => {
    const { start, end } = node.position ?? {};
    if (start?.offset === undefined || end?.offset === undefined) return;
    const text = source.slice(start.offset, end.offset);
    const lineStartBefore = (index: number) => text.slice(0, index).lastIndexOf('\n') + 1;
    each({
      text,
      placeOf: (index) => {
        const lineStart = lineStartBefore(index);
        return {
          line: start.line + (text.slice(0, index).match(/\n/g)?.length ?? 0),
          column: (lineStart === 0 ? start.column : 1) + index - lineStart,
        };
      },
      lineBefore: (index) => text.slice(lineStartBefore(index), index),
    });
  });
}
