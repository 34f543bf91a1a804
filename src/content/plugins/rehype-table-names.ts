import type { Element, Root } from 'hast';
import { visit } from 'unist-util-visit';

import { headingWords } from './rehype-heading-ids';

const HEADING = /^h[1-6]$/;

/**
 * Names each table after the heading it sits under ("Tools we use"; "Storage
 * in your browser, table 2 of 2" where a section has more than one), as
 * `data-scroll-label`: the box a wide table scrolls in is a keyboard stop,
 * and a stop needs a name. Markdown tables have no caption to take it from.
 */
export const rehypeTableNames = () => (tree: Root) => {
  const tablesUnder = new Map<string, Element[]>();
  let heading = '';
  visit(tree, 'element', (node) => {
    if (HEADING.test(node.tagName)) heading = node.children.map(headingWords).join('').trim();
    if (node.tagName !== 'table') return;
    tablesUnder.set(heading, [...(tablesUnder.get(heading) ?? []), node]);
  });
  for (const [heading, tables] of tablesUnder) {
    tables.forEach((table, index) => {
      const ordinal = tables.length > 1 ? `table ${index + 1} of ${tables.length}` : '';
      const label = heading && ordinal ? `${heading}, ${ordinal}` : heading || ordinal || 'table';
      table.properties.dataScrollLabel = label.charAt(0).toUpperCase() + label.slice(1);
    });
  }
};
