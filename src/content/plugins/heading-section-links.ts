import type { Element } from 'hast';
import type { Options } from 'rehype-autolink-headings';

import { headingWords } from './rehype-heading-ids';

/** The id remark-rehype gives the heading of a page's footnotes. */
const FOOTNOTE_LABEL_ID = 'footnote-label';

/**
 * rehype-autolink-headings' options for the "#" link to each content
 * heading's section. The link follows the heading, in a group with it,
 * instead of sitting inside: inside, its name would be read as part of
 * every heading's name, and hidden from the keyboard to avoid that, a mouse
 * was the only way to it (WCAG 2.1.1). It is shown on hover and on focus,
 * and always on a touch screen.
 */
export const HEADING_SECTION_LINKS: Options = {
  behavior: 'after',
  // The footnotes' heading is for screen readers only: a "#" there would stand alone, in a gap of its own.
  test: (heading: Element) => heading.properties.id !== FOOTNOTE_LABEL_ID,
  group: { type: 'element', tagName: 'div', properties: { className: ['heading-group'] }, children: [] },
  properties: (heading: Element) => ({
    className: ['heading-anchor'],
    ariaLabel: `Link to this section: ${heading.children.map(headingWords).join('').trim()}`,
  }),
  content: { type: 'element', tagName: 'span', properties: { ariaHidden: 'true' }, children: [{ type: 'text', value: '#' }] },
};
