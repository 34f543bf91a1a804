import type { Root } from 'hast';
import { visit } from 'unist-util-visit';

import { MAIN_CONTENT_ID } from '../../components/layout/skip-link';

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

/** How many single-letter edits turn one word into the other. */
const editDistance = (a: string, b: string): number => {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
};

/** The anchor a typo most likely meant: two edits away at most. */
export const nearestAnchor = (anchor: string, anchors: ReadonlySet<string>): string | undefined => {
  const [best] = [...anchors]
    .map((id) => ({ id, distance: editDistance(anchor, id) }))
    .filter(({ distance }) => distance <= 2)
    .sort((a, b) => a.distance - b.distance);
  return best?.id;
};
