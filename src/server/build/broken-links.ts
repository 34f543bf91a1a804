import type { Root } from 'hast';
import { visit } from 'unist-util-visit';

import { ContentError } from '../../content/content-error';
import type { LocatedYaml } from '../../content/yaml-data';
import { linkedPath } from '../../lib/route-href';
import { linkTargets } from './link-targets';
import { type ExplainMissing, NO_PAGE_OR_FILE } from './missing-path';

/** A link as written in a file under private/: where, and to what. */
export type LinkAt = { file: string; line: number | undefined; href: string };

type LinkingPage = { file: string; body: Root };
type YamlFile = LocatedYaml<unknown> & { file: string };

/**
 * Links to a path of this site that is neither a page, a redirect nor a
 * file: each becomes an error with its file and line, so a typo is caught by
 * the build instead of by a visitor's 404.
 */
export const brokenLinks = (
  links: Iterable<LinkAt>,
  answers: (path: string) => boolean,
  explain: ExplainMissing = () => NO_PAGE_OR_FILE,
): ContentError[] =>
  [...links].flatMap(({ file, line, href }) => {
    const path = linkedPath(href);
    if (path === undefined || answers(path)) return [];
    return [new ContentError(file, line, `links to ${path}, which is ${explain(path)}`)];
  });

/** Links and cards in content pages. */
export const brokenInternalLinks = (
  pages: Iterable<LinkingPage>,
  answers: (path: string) => boolean,
  explain?: ExplainMissing,
): ContentError[] =>
  brokenLinks(
    [...pages].flatMap(({ file, body }) => {
      const links: LinkAt[] = [];
      visit(body, 'element', (element) => {
        const { href } = element.properties;
        if (typeof href === 'string') links.push({ file, line: element.position?.start.line, href });
      });
      return links;
    }),
    answers,
    explain,
  );

/** Every `to:` in YAML data such as the landing sections, at the line it is written on. */
export const brokenYamlLinks = (
  files: Iterable<YamlFile>,
  answers: (path: string) => boolean,
  explain?: ExplainMissing,
): ContentError[] =>
  brokenLinks(
    [...files].flatMap(({ file, data, lineOf }) =>
      linkTargets(data).map(({ path, to }) => ({ file, line: lineOf(path), href: to })),
    ),
    answers,
    explain,
  );
