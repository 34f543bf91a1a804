import type { Root, RootContent } from 'hast';
import { visit } from 'unist-util-visit';

import { PROSE_TAGS } from '../../lib/prose-tags';

const isBadge = (node: RootContent | undefined) => node?.type === 'element' && node.tagName === PROSE_TAGS.badge;
const isSpace = (node: RootContent | undefined) => node?.type === 'text' && !node.value.trim();

/**
 * Joins a badge to the word before it with a no-break space, and the last
 * badge of a row to the badge before it, so no line starts with a badge
 * alone ("two floors higher." / "7 engineers"). A row of three or more may
 * still break between its first badges: kept whole it would not fit a phone,
 * and would push the sentence's last word onto a line of its own.
 */
export const rehypeBadgesKeepTheirWord = () => (tree: Root) => {
  visit(tree, 'element', (node, index, parent) => {
    if (!isBadge(node) || !parent || !index) return;
    const [before, next, afterNext] = [parent.children[index - 1], parent.children[index + 1], parent.children[index + 2]];
    if (before?.type !== 'text') return;
    const inRow = isSpace(before) && isBadge(parent.children[index - 2]);
    if (inRow && isSpace(next) && isBadge(afterNext)) return;
    before.value = before.value.replace(/\s+$/, '\u00a0');
  });
};
