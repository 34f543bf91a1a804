import { type Document, Scalar, visit } from 'yaml';

import { quoted } from './yaml-syntax-hints';

/** A value YAML ended early: what it kept, and the whole line's text from the value on. */
type CutValue = { offset: number; kept: string; written: string };

/**
 * Unquoted values cut short by ` #` right before text: YAML reads the rest of
 * the line as a comment, so `title: Our #1 service` is the title "Our". A
 * comment as people write them, `# ` and a space, is left alone.
 */
export const valuesCutByComments = (doc: Document, source: string): CutValue[] => {
  const cut: CutValue[] = [];
  visit(doc, {
    Scalar(_, node) {
      if (node.type !== Scalar.PLAIN || !node.range) return;
      const [start, valueEnd] = node.range;
      if (!/^[ \t]+#\S/.test(source.slice(valueEnd))) return;
      const lineEnd = source.indexOf('\n', valueEnd);
      const written = source.slice(start, lineEnd === -1 ? undefined : lineEnd).trimEnd();
      cut.push({ offset: start, kept: source.slice(start, valueEnd), written });
    },
  });
  return cut;
};

export const cutValueMessage = ({ kept, written }: CutValue): string =>
  `"${written}" is read as "${kept}": YAML takes " #" as the start of a comment; write it in quotes to keep it all, ${quoted(written)} (or put a comment on a line of its own)`;
