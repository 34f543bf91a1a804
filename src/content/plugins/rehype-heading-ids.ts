import GithubSlugger from 'github-slugger';
import type { ElementContent, Root } from 'hast';
import { visit } from 'unist-util-visit';

import { PROSE_TAGS } from '../../components/prose/prose-tags';

const HEADING = /^h[1-6]$/;

/** A heading's words without its badges: "Hiring" changes more often than the heading it marks, and a link's anchor must not. */
export const headingWords = (node: ElementContent): string => {
  if (node.type === 'text') return node.value;
  if (node.type !== 'element' || node.tagName === PROSE_TAGS.badge) return '';
  return node.children.map(headingWords).join('');
};

/**
 * Gives each heading an id from its words as GitHub does (`## Our team` →
 * `our-team`, a repeated one numbered `our-team-1`), so links to a section
 * read like the section.
 */
export const rehypeHeadingIds = () => (tree: Root) => {
  const slugger = new GithubSlugger();
  visit(tree, 'element', (node) => {
    if (HEADING.test(node.tagName) && !node.properties.id) {
      node.properties.id = slugger.slug(node.children.map(headingWords).join('').trim());
    }
  });
};
