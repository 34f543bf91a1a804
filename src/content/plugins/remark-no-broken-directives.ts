import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';

import { reportProblem } from './report-problem';

/** A line that starts like a block directive (`:::note`, `::: warning`), after any quote or list indent. */
const DIRECTIVE_LIKE = /^[\s>]*:::\s*[a-z]/i;

const MAX_QUOTED = 40;

const quoted = (line: string) => {
  const text = line.replace(/^[\s>]*/, '').trimEnd();
  return `"${text.length > MAX_QUOTED ? `${text.slice(0, MAX_QUOTED)}…` : text}"`;
};

/**
 * A block directive with anything after its title on the opening line, or a
 * space after its colons, is not one: it is shown as raw text. Such a line
 * ends up in a paragraph, and the build stops there instead.
 */
export function remarkNoBrokenDirectives() {
  return (tree: Root, file: VFile) => {
    const source = String(file.value);
    visit(tree, 'paragraph', (node) => {
      const { start, end } = node.position ?? {};
      if (start?.offset === undefined || end?.offset === undefined) return;
      // A line that starts inside inline code (`a\n:::b`) is code, not a block.
      const codeSpans: [number, number][] = [];
      visit(node, 'inlineCode', ({ position }) => {
        if (position?.start.offset !== undefined && position.end.offset !== undefined)
          codeSpans.push([position.start.offset, position.end.offset]);
      });
      const inCode = (offset: number) => codeSpans.some(([from, to]) => from < offset && offset < to);
      let lineStart = start.offset;
      source
        .slice(start.offset, end.offset)
        .split('\n')
        .forEach((line, index) => {
          const offset = lineStart;
          lineStart += line.length + 1;
          if (!DIRECTIVE_LIKE.test(line) || inCode(offset)) return;
          // The paragraph's first line starts at its own column; the lines below it at the start of the line.
          const column = (index === 0 ? start.column : 1) + (/^[\s>]*/.exec(line)?.[0].length ?? 0);
          reportProblem(
            file,
            undefined,
            `${quoted(line)} is not read as a block and would show as text: write ":::name[Title]" or ":::name{attributes}" alone on its line, with no space after the colons`,
            { line: start.line + index, column },
          );
        });
    });
  };
}
