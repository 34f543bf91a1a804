import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';

import { nearestWord } from '../../lib/nearest-word';
import { reportProblem } from './report-problem';
import { eachTextInSource } from './text-in-source';

/** `[words][label]` and `[label][]`: a reference link, which remark leaves as text when no definition has its label. */
const REFERENCE_LINK = /(?<!\\)(!?)\[([^\]\n]+)\]\[([^\]\n]*)\]/g;
/** `[^label]`: a footnote call, left as text when no footnote has its label. */
const FOOTNOTE_CALL = /(?<!\\)\[\^([^\]\s]+)\]/g;

/** Labels match without regard to case and runs of white space, as in CommonMark. */
const normalLabel = (label: string) => label.toLowerCase().replace(/\s+/g, ' ').trim();

const didYouMean = (label: string, labels: Set<string>, write: (label: string) => string) => {
  const meant = nearestWord(label, labels);
  return meant ? `: did you mean ${write(meant)}?` : '';
};

/**
 * A reference link or a footnote whose definition is missing or misspelt
 * reaches visitors as written, brackets and all, and a footnote nothing
 * refers to is dropped with its text: each is named with its line.
 */
export function remarkNoUnresolvedReferences() {
  return (tree: Root, file: VFile) => {
    const definitions = new Set<string>();
    const footnotes = new Map<string, Root['children'][number]>();
    const referencedFootnotes = new Set<string>();
    visit(tree, (node) => {
      if (node.type === 'definition') definitions.add(node.identifier);
      else if (node.type === 'footnoteDefinition') footnotes.set(node.identifier, node);
      else if (node.type === 'footnoteReference') referencedFootnotes.add(node.identifier);
    });

    eachTextInSource(tree, file, ({ text, placeOf }) => {
      for (const match of text.matchAll(REFERENCE_LINK)) {
        const label = match[3] || match[2]!;
        const hint = didYouMean(normalLabel(label), definitions, (meant) => `[${meant}]`);
        reportProblem(
          file,
          undefined,
          `"${match[0]}" would show as written: no line "[${label}]: /address" defines where it leads${hint}`,
          placeOf(match.index),
        );
      }
      for (const match of text.matchAll(FOOTNOTE_CALL)) {
        const hint = didYouMean(normalLabel(match[1]!), new Set(footnotes.keys()), (meant) => `[^${meant}]`);
        reportProblem(
          file,
          undefined,
          `"${match[0]}" would show as written: no footnote "${match[0]}: …" gives its text${hint}`,
          placeOf(match.index),
        );
      }
    });

    for (const [label, definition] of footnotes) {
      if (!referencedFootnotes.has(label))
        reportProblem(
          file,
          definition,
          `the footnote [^${label}] is never referred to, so its text would not show: refer to it with [^${label}] or delete it`,
        );
    }
  };
}
