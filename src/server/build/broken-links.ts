import type { Root } from 'hast';
import { visit } from 'unist-util-visit';

import { ContentError } from '../../content/content-error';
import type { LocatedYaml } from '../../content/yaml-data';
import { decodeOrKeep } from '../../lib/decode-or-keep';
import { nearestWord } from '../../lib/nearest-word';
import { readablePath } from '../../lib/readable-path';
import { canonicalPath } from '../../lib/canonical-path';
import { isSitePath, linkedPath } from '../../lib/route-href';
import { linkTargets } from './link-targets';
import { type ExplainMissing, NO_PAGE_OR_FILE } from './missing-path';

/** A link as written in a file under private/: where, and to what. */
type LinkAt = { file: string; line: number | undefined; column?: number | undefined; href: string; from?: string };

/** A page with links: where it is written, its body, and its own path for `#anchor` links. */
type LinkingPage = { file: string; body: Root; path: string };
type YamlFile = LocatedYaml<unknown> & { file: string };

/** What the link checks know about the site. */
export type LinkCheck = {
  /** Whether a path answers: a page, a file, or a redirect to one. */
  answers: (path: string) => boolean;
  /** Why a path does not, after "which is". */
  explain?: ExplainMissing;
  /** The ids a `#anchor` on a page can reach, where they are known. */
  anchorsOf?: (path: string) => ReadonlySet<string> | undefined;
  /** Where a route rule redirects a path within this site, if one does. */
  redirectOf?: (path: string) => string | undefined;
};

/** A link's `#anchor` as written and decoded: browsers look for an id of the one, then of the other. */
const anchorOf = (href: string): { written: string; decoded: string } | undefined => {
  const written = href.split('#')[1];
  return written ? { written, decoded: decodeOrKeep(written) } : undefined;
};

/**
 * A link to a path nothing answers, with why; to one a route rule redirects; to a page's
 * address with a trailing slash or index.html, which the servers redirect; or to an anchor its page does not have.
 */
type LinkProblem =
  | { path: string; missing: string }
  | { path: string; redirectedTo: string }
  | { path: string; canonical: string }
  | { path: string; anchor: string; meant: string | undefined };

/** What is wrong with a link to a path of this site, if anything. */
export const linkProblem = (
  href: string,
  { answers, explain, anchorsOf, redirectOf }: LinkCheck,
  /** The path of the page the link is on, for `#anchor` alone. */
  from?: string,
): LinkProblem | undefined => {
  const written = isSitePath(href) ? href.split(/[?#]/, 1)[0]! : undefined;
  // /about/ and /about/index.html are the page /about, whose servers answer them with a redirect there.
  const canonical = written === undefined ? undefined : canonicalPath(written);
  const path = href.startsWith('#') ? from : (canonical ?? linkedPath(href));
  if (path === undefined) return undefined;
  // A link within its own page: a page whose address is redirected away is reported as such, not for each anchor.
  const toOtherPage = path !== from;
  if (toOtherPage && !answers(path)) return { path, missing: explain ? explain(path) : NO_PAGE_OR_FILE };
  if (canonical !== undefined) return { path: written!, canonical };
  // Each visit would take one more request; after a page is renamed, this names every link to its old address.
  const redirectedTo = toOtherPage ? redirectOf?.(path) : undefined;
  if (redirectedTo !== undefined) return { path, redirectedTo };
  const anchor = anchorOf(href);
  // Browsers scroll to the top for #top without an element of that id.
  const anchors = anchor && anchor.decoded !== 'top' ? anchorsOf?.(path) : undefined;
  // remark-rehype writes a footnote's id percent-encoded (`user-content-fn-k%C3%B6ln`), as its links name it.
  if (!anchor || !anchors || anchors.has(anchor.decoded) || anchors.has(anchor.written)) return undefined;
  return { path, anchor: anchor.decoded, meant: nearestWord(anchor.decoded, anchors) };
};

/** "/services has no heading or section "integration": did you mean #integrations?" */
export const missingAnchorText = ({ path, anchor, meant }: { path: string; anchor: string; meant: string | undefined }) =>
  `${path} has no heading or section "${anchor}"${meant ? `: did you mean #${meant}?` : ''}`;

/** "which the servers redirect to /services: link there directly" */
export const canonicalText = ({ canonical }: { canonical: string }) =>
  `which the servers redirect to ${canonical}: link there directly`;

/** "which a route rule redirects to /imprint: link there directly" */
export const redirectedText = ({ redirectedTo }: { redirectedTo: string }) =>
  `which a route rule redirects to ${redirectedTo}: link there directly`;

/**
 * Links to a path of this site that is neither a page, a redirect nor a
 * file, or to an anchor the page does not have: each becomes an error with
 * its file and line, so a typo is caught by the build instead of by a
 * visitor's 404 or a page that opens at the top.
 */
const brokenLinks = (links: Iterable<LinkAt>, check: LinkCheck): ContentError[] =>
  [...links].flatMap(({ file, line, column, href, from }) => {
    const problem = linkProblem(href, check, from);
    if (!problem) return [];
    // As the editor wrote it (`/über-uns`), not as Markdown encoded it (`/%C3%BCber-uns`).
    const to = readablePath(problem.path);
    const reason =
      'missing' in problem
        ? `links to ${to}, which is ${problem.missing}`
        : 'redirectedTo' in problem
          ? `links to ${to}, ${redirectedText(problem)}`
          : 'canonical' in problem
            ? `links to ${to}, ${canonicalText(problem)}`
            : `links to ${to}#${problem.anchor}, but ${missingAnchorText(problem)}`;
    return [new ContentError(file, line, reason, column)];
  });

/** Links and cards in content and legal pages; `#anchor` on its own is checked against the page itself. */
export const brokenInternalLinks = (pages: Iterable<LinkingPage>, check: LinkCheck): ContentError[] =>
  brokenLinks(
    [...pages].flatMap(({ file, body, path }) => {
      const links: LinkAt[] = [];
      visit(body, 'element', (element) => {
        const { href } = element.properties;
        if (typeof href !== 'string') return;
        const start = element.position?.start;
        links.push({ file, line: start?.line, column: start?.column, href, from: path });
      });
      return links;
    }),
    check,
  );

/**
 * Every `to:` in YAML data such as the landing sections, at the line it is
 * written on; `#anchor` on its own is checked against `from`, the page the
 * data is shown on.
 */
export const brokenYamlLinks = (files: Iterable<YamlFile>, check: LinkCheck, from: string): ContentError[] =>
  brokenLinks(
    [...files].flatMap(({ file, data, lineOf }) =>
      linkTargets(data).map(({ path, to }) => ({ file, line: lineOf(path), href: to, from })),
    ),
    check,
  );
