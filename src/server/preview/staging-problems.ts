import 'server-only';

import { APP_CONFIG_FILE, formatIssuePath } from '../../config/validate';
import { problemsIn } from '../../content/content-error';
import { CONTENT_DIR, draftFiles, getPreviewContent, getPublishedIndex, STAGING_DIR } from '../../content/content-index';
import { plainFileProblem } from '../../lib/file-problem';
import type { StagingProblemsPayload } from '../../lib/preview';
import type { RouteRuleMatcher } from '../../lib/route-rules';
import { SITE_PAGES } from '../../lib/site-pages';
import { anchorsInHtml } from '../build/anchors';
import { answeringPaths } from '../build/answering-paths';
import { findContentProblems } from '../build/content-problems';
import { draftLinkNotes, onceDraftIsPublished } from './draft-link-notes';
import { filesNotBuiltYet, notBuiltYetNote } from './files-not-built-yet';
import { stagedAddressClashes } from './staged-address-clashes';
import { stagedNonPages } from './staged-non-pages';
import { unchangedStagedPages } from './unchanged-staged-pages';

/** What this server's build holds. */
export type BuiltSite = {
  /** Whether it has a file or page at the path. */
  has: (path: string) => boolean;
  /** A built page's HTML. */
  pageHtml: (path: string) => Promise<string | undefined>;
};

type StagingProblemsOptions = {
  /** Undefined where nothing is built (`waku dev`). */
  built: BuiltSite | undefined;
  matcher: RouteRuleMatcher;
};

/**
 * What would stop the build if the staged files were published now: files
 * that cannot be read, pages a route rule redirects away (they cannot even
 * be previewed), a staged file that would be a second file for its address,
 * and links that would lead nowhere or to a missing anchor. The editor learns it
 * in the preview instead of from a failed deployment. Beside them, notes
 * on what stops nothing: staged files that are not pages or are their
 * published page unchanged, mistakes and links in drafts that would stop the build once
 * they are published, and files in public/ that this server's build does
 * not have yet.
 */
export const findStagingProblems = async ({ built, matcher }: StagingProblemsOptions): Promise<StagingProblemsPayload> => {
  const [{ index, stagedErrors, draftErrors }, published, sitePageHtml, nonPages, unchanged, clashes] = await Promise.all([
    getPreviewContent(),
    getPublishedIndex(),
    Promise.all(SITE_PAGES.map(async (path) => [path, await built?.pageHtml(path)] as const)),
    stagedNonPages(STAGING_DIR),
    unchangedStagedPages(STAGING_DIR, CONTENT_DIR),
    stagedAddressClashes(STAGING_DIR, CONTENT_DIR),
  ]);
  const publishable = [...index.values()].filter((page) => !page.frontMatter.draft);
  const pagePaths = new Set(publishable.map((page) => page.path));
  const notBuilt = built ? await filesNotBuiltYet(index.values(), (path) => built.has(path)) : [];
  // The next build copies public/, so a file added there since this build will answer.
  const addedFiles = new Set(notBuilt.map(({ path }) => path));
  // A built content page is gone once staging turns it into a draft.
  // Under `waku dev` nothing is built to check links against: they pass.
  const isFile = (path: string) => addedFiles.has(path) || (!published.has(path) && (built?.has(path) ?? true));
  const builtAnchorsOf = (path: string) => {
    const html = sitePageHtml.find(([sitePath]) => sitePath === path)?.[1];
    return html === undefined ? undefined : anchorsInHtml(html);
  };
  const { hidden, config, links, alike } = await findContentProblems({
    pages: publishable,
    drafts: draftFiles(index.values()),
    answers: answeringPaths({ isPage: (path) => pagePaths.has(path), isFile, matcher }),
    builtAnchorsOf,
    matcher,
  });
  const draftNotes = [
    ...[...draftErrors.values()].flatMap((error) => problemsIn(error)).map(onceDraftIsPublished),
    ...(built ? await draftLinkNotes({ pages: [...index.values()], isFile, builtAnchorsOf, matcher }) : []),
  ];
  const configProblems = config.map(({ path, message }) => ({
    file: APP_CONFIG_FILE,
    reason: `${formatIssuePath(path)}: ${message}`,
  }));
  const fileProblems = [...[...stagedErrors.values()].flatMap((error) => problemsIn(error)), ...hidden, ...links, ...alike].map(
    plainFileProblem,
  );
  return {
    problems: [...fileProblems, ...clashes, ...configProblems],
    notes: [...nonPages, ...unchanged, ...draftNotes, ...notBuilt.map(notBuiltYetNote)],
  };
};
