import type { Nodes, Root } from 'mdast';
import type { Point } from 'unist';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';

import { reportProblem } from './report-problem';

/** `[text](address with a space)` or `![…](…)` on one line, as markdown leaves it: text. */
const SPACED_LINK = /(?<!\\)!?\[[^[\]\n]*\]\(([^()\n]*\s[^()\n]*)\)/g;

/**
 * What only an address starts or ends with: a path, an anchor, a scheme,
 * `www.`, a folder or a file ending. Prose in brackets such as
 * `[sic](see below)` has none of them.
 */
const LOOKS_LIKE_ADDRESS = /^(?:\/|\.\.?\/|#|[a-z][a-z0-9+.-]*:\/*\S|www\.)|^\S+\/|\.[a-z][a-z0-9]{1,3}$/i;

const MAX_QUOTED = 60;

const hasCode = (node: Nodes): boolean => node.type === 'inlineCode' || ('children' in node && node.children.some(hasCode));

/**
 * Whether a node is text as the editor typed it: plain or formatted text, a
 * colon word, or an address GFM linked on its own (`https://…` without brackets).
 */
const isWritten = (node: Nodes, source: string) => {
  if (node.type === 'link') return !/^[[<]/.test(source.slice(node.position?.start.offset ?? 0));
  return ['text', 'strong', 'emphasis', 'delete', 'textDirective'].includes(node.type) && !hasCode(node);
};

/**
 * A link or image whose address has a space is not markdown: the page shows
 * the brackets and the address as they are written. The build stops at such
 * text instead. It reads the source of each run of written text, so a label in
 * bold or an address GFM turned into a link is seen whole; code is left alone.
 */
export function remarkNoSpacedAddresses() {
  return (tree: Root, file: VFile) => {
    const source = String(file.value);
    const check = (from: number | undefined, to: number | undefined, start: Point | undefined) => {
      if (from === undefined || to === undefined || start === undefined) return;
      const text = source.slice(from, to);
      for (const match of text.matchAll(SPACED_LINK)) {
        const [written, address = ''] = match;
        // A title after the address ("…" or (…)) is markdown's own; the address is what comes before it.
        if (!LOOKS_LIKE_ADDRESS.test(address.trim().replace(/\s+["'(].*$/, ''))) continue;
        const quoted = written.length > MAX_QUOTED ? `${written.slice(0, MAX_QUOTED)}…` : written;
        const linesBefore = text.slice(0, match.index).split('\n');
        const lastLine = linesBefore.at(-1)!.length;
        reportProblem(
          file,
          undefined,
          `"${quoted}" is printed as text because its address has a space: rename the file without spaces, or write %20`,
          {
            line: start.line + linesBefore.length - 1,
            column: linesBefore.length === 1 ? start.column + lastLine : lastLine + 1,
          },
        );
      }
    };
    visit(tree, (parent) => {
      if (!('children' in parent)) return;
      let run: Nodes[] = [];
      const endRun = () => {
        const [first, last] = [run[0], run.at(-1)];
        check(first?.position?.start.offset, last?.position?.end.offset, first?.position?.start);
        run = [];
      };
      for (const child of parent.children as Nodes[]) {
        if (isWritten(child, source)) run.push(child);
        else endRun();
      }
      endRun();
    });
  };
}
