import type { Root } from 'hast';
import { SKIP, visit } from 'unist-util-visit';

import { joinLegalReferences } from '../../lib/legal-references';

/** Text that shows code as written: its spaces are the author's. */
const VERBATIM = new Set(['code', 'pre', 'kbd', 'samp']);

/**
 * Keeps "§ 25" and "Art. 6" on one line in a page's text. After the heading
 * ids, which stay as GitHub would slug the words ("information-under--5-ddg").
 */
export const rehypeUnbrokenLegalReferences = () => (tree: Root) => {
  visit(tree, (node) => {
    if (node.type === 'element' && VERBATIM.has(node.tagName)) return SKIP;
    if (node.type === 'text') node.value = joinLegalReferences(node.value);
    return undefined;
  });
};
