import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

import type { Root as HastRoot } from 'hast';

import { ContentError, fileProblemsError, readAll, throwProblems } from './content-error';
import { fileNameProblem } from './file-name-problem';
import type { FrontMatter } from './front-matter';
import { type MarkdownFile, parseMarkdownFile, saysDraft } from './markdown-file';
import type { PlaceholderValues } from './placeholders';
import { displayPath } from './private-dir';
import { unlessMissing } from './unless-missing';

type ContentSource = 'content' | 'staging';

export type ContentPage = {
  /** URL path, e.g. `/services/web-applications`. */
  path: string;
  /** Project-relative file, e.g. `private/content/services/web-applications.md`. */
  file: string;
  source: ContentSource;
  frontMatter: FrontMatter;
  body: HastRoot;
};

/** The files read as pages: .MD and .markdown too, so that loadPage can say why they are not read rather than skip them. */
export const PAGE_FILE_NAME = /\.(?:md|markdown)$/i;

export const listMarkdownFiles = async (dir: string): Promise<string[]> => {
  const entries = await unlessMissing(readdir(dir, { withFileTypes: true, recursive: true }), []);
  return entries
    .filter((entry) => entry.isFile() && PAGE_FILE_NAME.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
};

/**
 * `services/web-applications.md` → `/services/web-applications`; `services/index.md` → `/services`.
 * `about.MD` gives /about too, so the error that refuses it is shown where it was meant to be.
 */
export const fileToPagePath = (relativeFile: string): string => {
  const withoutExt = relativeFile
    .split(path.sep)
    .join('/')
    .replace(/\.(?:md|markdown)$/i, '');
  return '/' + withoutExt.replace(/(^|\/)index$/, '');
};

/** The file's text, or undefined when it was deleted after the folder was listed (an editor removing a staged page). */
const readIfStillThere = (absoluteFile: string): Promise<string | undefined> =>
  unlessMissing(readFile(absoluteFile, 'utf8'), undefined);

/** A file that could not be read as a page, by the path it would have had. */
export type PageFileError = { path: string; error: ContentError };

/** The problems of a file that says `draft: true`: set aside by loadPagesSettingDraftsAside. */
class DraftFileError extends Error {
  constructor(readonly problem: PageFileError) {
    super(problem.error.message);
  }
}

/** The page in a markdown file; undefined if the file is gone by the time it is read. */
const loadPage = async (
  dir: string,
  absoluteFile: string,
  source: ContentSource,
  placeholders: PlaceholderValues,
): Promise<ContentPage | undefined> => {
  const file = displayPath(absoluteFile);
  const pagePath = fileToPagePath(path.relative(dir, absoluteFile));
  const nameProblem = fileNameProblem(absoluteFile, pagePath, file);
  const text = await readIfStillThere(absoluteFile);
  if (text === undefined) return undefined;
  // The name and the text are checked apart, so a build names a bad file name and the mistakes inside together.
  let parsed: MarkdownFile;
  try {
    parsed = await parseMarkdownFile(text, file, placeholders);
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    const problem = nameProblem ? fileProblemsError([nameProblem, error]) : error;
    // A name the build refuses is no draft's to keep: the page could not be published as it is named.
    if (!nameProblem && saysDraft(text)) throw new DraftFileError({ path: pagePath, error: problem });
    throw problem;
  }
  if (nameProblem) throw nameProblem;
  return { path: pagePath, file, source, ...parsed };
};

/** `about.md` and `about/index.md` both give /about: the second one is an error, not a silent winner. */
const sameAddressAs = () => {
  const first = new Map<string, ContentPage>();
  return (page: ContentPage): ContentError | undefined => {
    const earlier = first.get(page.path);
    if (!earlier) {
      first.set(page.path, page);
      return undefined;
    }
    return new ContentError(page.file, undefined, `gives the same path "${page.path}" as ${earlier.file}: keep one of them`);
  };
};

/** A page, or its file's problems thrown as any other file's, a draft's too. */
const loadPageWithDraftProblems = (dir: string, file: string, source: ContentSource, placeholders: PlaceholderValues) =>
  loadPage(dir, file, source, placeholders).catch((error: unknown) => {
    throw error instanceof DraftFileError ? error.problem.error : error;
  });

/** A draft's file read as a page or, with mistakes, as its problems. */
const loadPageUnlessBrokenDraft = (dir: string, file: string, source: ContentSource, placeholders: PlaceholderValues) =>
  loadPage(dir, file, source, placeholders).catch((error: unknown) => {
    if (error instanceof DraftFileError) return error.problem;
    throw error;
  });

const isPage = (read: ContentPage | PageFileError | undefined): read is ContentPage => read !== undefined && !('error' in read);

/** The pages, once no two give one address. */
const onePerAddress = (pages: ContentPage[]): ContentPage[] => {
  const duplicate = sameAddressAs();
  throwProblems(pages.flatMap((page) => duplicate(page) ?? []));
  return pages;
};

/**
 * Reads and validates every markdown file below `dir`, filling in `placeholders`
 * (the company facts); the bad ones throw together, except drafts: a file
 * that says `draft: true` is published by no build, so its mistakes stop
 * none. They are returned beside the pages, for the build to warn of and
 * the preview to show on the draft's page, until it is published.
 */
export const loadPagesSettingDraftsAside = async (
  dir: string,
  source: ContentSource,
  placeholders: PlaceholderValues,
): Promise<{ pages: ContentPage[]; draftErrors: PageFileError[] }> => {
  const files = await listMarkdownFiles(dir);
  const reads = await readAll(files.map((file) => loadPageUnlessBrokenDraft(dir, file, source, placeholders)));
  return {
    pages: onePerAddress(reads.filter(isPage)),
    draftErrors: reads.filter((read): read is PageFileError => read !== undefined && !isPage(read)),
  };
};

/** Like loadPagesSettingDraftsAside, but a draft's mistakes throw with the others'. */
export const loadPages = async (dir: string, source: ContentSource, placeholders: PlaceholderValues): Promise<ContentPage[]> => {
  const files = await listMarkdownFiles(dir);
  const reads = await readAll(files.map((file) => loadPageWithDraftProblems(dir, file, source, placeholders)));
  return onePerAddress(reads.filter(isPage));
};

/**
 * Like loadPages, but a bad file does not stop the others: for staged files
 * on a running server, where one editor's mistake must not hide every page.
 */
export const loadPagesKeepingErrors = async (
  dir: string,
  source: ContentSource,
  placeholders: PlaceholderValues,
): Promise<{ pages: ContentPage[]; errors: PageFileError[] }> => {
  const files = await listMarkdownFiles(dir);
  const results = await Promise.allSettled(files.map((file) => loadPageWithDraftProblems(dir, file, source, placeholders)));
  const pages: ContentPage[] = [];
  const errors: PageFileError[] = [];
  const duplicate = sameAddressAs();
  results.forEach((result, i) => {
    if (result.status === 'rejected') {
      if (!(result.reason instanceof ContentError)) throw result.reason;
      errors.push({ path: fileToPagePath(path.relative(dir, files[i]!)), error: result.reason });
      return;
    }
    if (!result.value) return;
    const error = duplicate(result.value);
    if (error) errors.push({ path: result.value.path, error });
    else pages.push(result.value);
  });
  return { pages, errors };
};
