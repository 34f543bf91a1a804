import 'server-only';

import type { ContentPage } from '../../content/load-pages';
import { problemsIn } from '../../content/content-error';
import type { ContentFileProblem } from '../../lib/file-problem';
import type { RouteRuleMatcher } from '../../lib/route-rules';
import { answeringPaths } from '../build/answering-paths';
import { findContentProblems } from '../build/content-problems';

/** A draft's problem as a note: it stops the build only once the draft is published. */
export const onceDraftIsPublished = ({ file, line, column, reason }: ContentFileProblem): ContentFileProblem => ({
  file,
  line,
  column,
  reason: `once this draft is published: ${reason}`,
});

type DraftLinkNotesInput = {
  /** Every page the preview shows, drafts included. */
  pages: readonly ContentPage[];
  /** Whether a path is a file or built page that would answer (see staging-problems.ts). */
  isFile: (path: string) => boolean;
  builtAnchorsOf: (path: string) => ReadonlySet<string> | undefined;
  matcher: RouteRuleMatcher;
};

/**
 * A draft's own links are checked by nothing until it is published, when a
 * broken one stops the build. Checked here as if every draft were
 * published (a link between two drafts is then fine), and named as notes:
 * the editor fixes them while writing, not on the day of publishing.
 */
export const draftLinkNotes = async ({
  pages,
  isFile,
  builtAnchorsOf,
  matcher,
}: DraftLinkNotesInput): Promise<ContentFileProblem[]> => {
  const draftFiles = new Set(pages.filter((page) => page.frontMatter.draft).map((page) => page.file));
  if (draftFiles.size === 0) return [];
  const paths = new Set(pages.map((page) => page.path));
  const { links } = await findContentProblems({
    pages,
    drafts: new Map(),
    answers: answeringPaths({ isPage: (path) => paths.has(path), isFile, matcher }),
    builtAnchorsOf,
    matcher,
  });
  return links
    .flatMap((error) => problemsIn(error))
    .filter((problem) => draftFiles.has(problem.file))
    .map(onceDraftIsPublished);
};
