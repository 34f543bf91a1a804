import GithubSlugger, { slug } from 'github-slugger';
import type { ElementContent, Root } from 'hast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';

import { COOKIE_BANNER_TITLE_ID } from '../../lib/cookie-banner-title';
import { ERROR_TITLE_ID } from '../../lib/error-messages';
import { MAIN_CONTENT_ID } from '../../lib/main-content-id';
import { PROSE_TAGS } from '../../lib/prose-tags';
import { reportProblem } from './report-problem';

const HEADING = /^h[1-6]$/;

/** Ids the layout gives elements beside every content page's body: a heading of the same words is numbered instead. */
const LAYOUT_IDS = [MAIN_CONTENT_ID, COOKIE_BANNER_TITLE_ID, ERROR_TITLE_ID];

/** For a heading of punctuation or symbols alone (`## ???`), which gives no slug. */
const WORDLESS_ID = 'section';

/** A heading's words without its badges: "Hiring" changes more often than the heading it marks, and a link's anchor must not. */
export const headingWords = (node: ElementContent): string => {
  if (node.type === 'text') return node.value;
  if (node.type !== 'element' || node.tagName === PROSE_TAGS.badge) return '';
  return node.children.map(headingWords).join('');
};

/**
 * Gives each heading an id from its words as GitHub does (`## Our team` →
 * `our-team`, a repeated one numbered `our-team-1`), so links to a section
 * read like the section. Ids already on the page (the layout's, the
 * footnotes') are taken, so no id is there twice; and an id never starts
 * with a dash (`## — Intro` is `intro`).
 */
export const rehypeHeadingIds = () => (tree: Root, file: VFile) => {
  const slugger = new GithubSlugger();
  const taken = [...LAYOUT_IDS];
  visit(tree, 'element', (node) => {
    if (typeof node.properties.id === 'string') taken.push(node.properties.id);
  });
  for (const id of taken) slugger.slug(id);
  visit(tree, 'element', (node) => {
    if (!HEADING.test(node.tagName) || node.properties.id) return;
    const words = node.children.map(headingWords).join('').trim();
    if (!words) {
      const hashes = '#'.repeat(Number(node.tagName[1]));
      return reportProblem(file, node, `this heading has no text: write its words after the ${hashes}, or remove the line`);
    }
    node.properties.id = slugger.slug(slug(words).replace(/^-+/, '') || WORDLESS_ID);
  });
};
