import type { Element, Root } from 'hast';
import { visit } from 'unist-util-visit';

import { ContentError } from '../../content/content-error';
import { isSitePath } from '../../lib/route-href';

type LinkingPage = { file: string; body: Root };

/** Where an element in content points on this site, if it does: a link or a card. */
const sitePathOf = (element: Element): string | undefined => {
  const href = element.properties.href;
  if (typeof href !== 'string' || !isSitePath(href)) return undefined;
  // /about/ answers with a redirect to /about, so it is checked as /about.
  return (href.split(/[?#]/, 1)[0] || '/').replace(/(.)\/+$/, '$1');
};

/**
 * Links in content to a path of this site that is neither a page, a
 * redirect nor a file: each becomes an error with its file and line, so a
 * typo is caught by the build instead of by a visitor's 404.
 */
export const brokenInternalLinks = (pages: Iterable<LinkingPage>, exists: (path: string) => boolean): ContentError[] =>
  [...pages].flatMap(({ file, body }) => {
    const errors: ContentError[] = [];
    visit(body, 'element', (element) => {
      const path = sitePathOf(element);
      if (path !== undefined && !exists(path)) {
        errors.push(
          new ContentError(file, element.position?.start.line, `links to ${path}, which is no page or file of this site`),
        );
      }
    });
    return errors;
  });
