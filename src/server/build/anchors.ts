import type { Root } from 'hast';
import { visit } from 'unist-util-visit';

import { MAIN_CONTENT_ID } from '../../lib/main-content-id';

/** The ids a link's `#anchor` can reach on a content page: its headings and the layout's main content. */
export const anchorsInHast = (body: Root): ReadonlySet<string> => {
  const ids = new Set([MAIN_CONTENT_ID]);
  visit(body, 'element', (element) => {
    if (typeof element.properties.id === 'string') ids.add(element.properties.id);
  });
  return ids;
};

/** The ids in a built page's HTML. */
export const anchorsInHtml = (html: string): ReadonlySet<string> =>
  new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]!));
