import { ContentError } from '../../content/content-error';
import { regexLiteral } from '../../lib/regex-literal';

/** A landing file as the build reads it: where it is, and its validated values. */
type LandingFileShown = { file: string; data: unknown; lineOf: (path: readonly PropertyKey[]) => number };

/** Text as React writes it into HTML. */
const asHtmlText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

/** Whether the page has a heading that reads `title`: the same words in a footer link or the header are not the section. */
const hasHeading = (html: string, title: string) =>
  new RegExp(`<h([1-6])\\b[^>]*>${regexLiteral(asHtmlText(title))}</h\\1>`).test(html);

const titleOf = (data: unknown) =>
  typeof data === 'object' && data !== null && 'title' in data && typeof data.title === 'string' ? data.title : undefined;

/**
 * Landing files whose section the built landing page does not show, found by
 * their title as a heading: a file with a schema but no component placed in
 * src/pages/index.tsx would otherwise build without a word and be edited in vain.
 */
export const unshownLandingProblems = (landingHtml: string, files: readonly LandingFileShown[]): ContentError[] =>
  files.flatMap(({ file, data, lineOf }) => {
    const title = titleOf(data);
    if (title === undefined || hasHeading(landingHtml, title)) return [];
    return [
      new ContentError(
        file,
        lineOf(['title']),
        `the landing page does not show this section ("${title}"): place its component in src/pages/index.tsx, or remove the file and its schema in src/content/landing.ts`,
      ),
    ];
  });
