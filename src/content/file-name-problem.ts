import { checkPagePath } from '../lib/path-validity';
import { LEGAL_PAGE_TITLES, LEGAL_PAGES, SITE_PAGES } from '../lib/site-pages';
import { ContentError } from './content-error';
import { pagePathProblemText } from './page-path-problem-text';

/** Paths that belong to routes of their own or to the platform. */
const RESERVED_FIRST_SEGMENTS = new Set([...LEGAL_PAGES, '404', 'api', 'assets', 'rsc', '_app', 'staging']);

/** Why a content file's name gives no page address, if it does not; `file` is how the problem names it. */
export const fileNameProblem = (absoluteFile: string, pagePath: string, file: string): ContentError | undefined => {
  if (!absoluteFile.endsWith('.md')) return new ContentError(file, undefined, 'content files must end in ".md" (lowercase)');
  // An editor who writes a home page here means the landing page, which its YAML files make.
  if (pagePath === '/')
    return new ContentError(file, undefined, 'the path "/" is the landing page: its sections are the files in private/landing/');
  const check = checkPagePath(pagePath);
  if (!check.valid) return new ContentError(file, undefined, pagePathProblemText(pagePath, check.reason, check.segment));
  if (RESERVED_FIRST_SEGMENTS.has(check.segments[0]!)) {
    const legal = LEGAL_PAGES.find((name) => pagePath === `/${name}`);
    // An editor who writes a new imprint here means the one in private/legal/.
    const instead = legal ? `: the ${LEGAL_PAGE_TITLES[legal]} is private/legal/${legal}.md` : '';
    return new ContentError(file, undefined, `the path "${pagePath}" is reserved for the site itself${instead}`);
  }
  // A page in src/pages would win the address, and this file would never be seen.
  if (SITE_PAGES.includes(pagePath))
    return new ContentError(
      file,
      undefined,
      `the path "${pagePath}" is a page of src/pages (SITE_PAGES): give this file another name`,
    );
  return undefined;
};
