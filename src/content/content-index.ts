import 'server-only';

import path from 'node:path';

import { decodeOrKeep } from '../lib/decode-or-keep';
import { onceUntilFailure } from '../lib/once-until-failure';
import { getPlaceholderValues } from './company';
import type { ContentError } from './content-error';
import { type ContentPage, loadPagesKeepingErrors, loadPagesSettingDraftsAside, type PageFileError } from './load-pages';
import { meantPath } from './meant-name';
import { PRIVATE_DIR } from './private-dir';
import { warnOnce } from './warn-once';

export type ContentIndex = ReadonlyMap<string, ContentPage>;

export const CONTENT_DIR = path.join(PRIVATE_DIR, 'content');
export const STAGING_DIR = path.join(PRIVATE_DIR, 'staging');

const toIndex = (pages: ContentPage[]): ContentIndex => new Map(pages.map((page) => [page.path, page]));

/** Staged files override published ones with the same path and may add new paths. */
export const overlayIndex = (published: readonly ContentPage[], staged: readonly ContentPage[]): ContentIndex =>
  toIndex([...published, ...staged]);

/** Content files that cannot be read, by the path their page would have. */
export type FileErrors = ReadonlyMap<string, ContentError>;

const byPath = (errors: readonly PageFileError[]): FileErrors => new Map(errors.map(({ path, error }) => [path, error]));

type Content = {
  pages: ContentPage[];
  /** Files that cannot be read, shown on their pages: only ever in development. */
  errors: FileErrors;
  /** Drafts with mistakes, which the build and the server set aside: they stop nothing until published. */
  draftErrors: FileErrors;
};

// The build and the server refuse a bad file, a draft's aside. In development it shows its
// problem on its own page (see [...slug].tsx) while every other page works.
const readContent = async (): Promise<Content> => {
  const placeholders = await getPlaceholderValues();
  if (!import.meta.env.DEV) {
    const { pages, draftErrors } = await loadPagesSettingDraftsAside(CONTENT_DIR, 'content', placeholders);
    return { pages, errors: new Map(), draftErrors: byPath(draftErrors) };
  }
  const { pages, errors } = await loadPagesKeepingErrors(CONTENT_DIR, 'content', placeholders);
  for (const { error } of errors) warnOnce(`Content file not shown: ${error.message}`);
  return { pages, errors: byPath(errors), draftErrors: new Map() };
};

const loadPublished = async () => {
  const { pages, errors, draftErrors } = await readContent();
  return { all: pages, index: toIndex(pages.filter((page) => !page.frontMatter.draft)), errors, draftErrors };
};

/**
 * What a verified preview shows: every page, the staged files that cannot be shown, and the
 * drafts in private/content/ that cannot (where no staged file takes their address), by page path.
 */
type PreviewContent = { index: ContentIndex; stagedErrors: FileErrors; draftErrors: FileErrors };

/**
 * Published pages, drafts and staged pages: only for a verified preview.
 * Staging is read on every verified preview request: editors change staged
 * files on a running server, and the public build never touches them. A bad
 * staged file is reported on its own page instead of failing every page.
 */
export const getPreviewContent = async (): Promise<PreviewContent> => {
  // Both promises inside: one that rejects while the other is still unawaited would take the process down.
  const [{ all, draftErrors }, staged] = await Promise.all([
    getPublished(),
    getPlaceholderValues().then((placeholders) => loadPagesKeepingErrors(STAGING_DIR, 'staging', placeholders)),
  ]);
  for (const { error } of staged.errors) warnOnce(`Staged file not shown: ${error.message}`);
  const index = overlayIndex(all, staged.pages);
  const stagedErrors = byPath(staged.errors);
  return {
    index,
    stagedErrors,
    draftErrors: new Map([...draftErrors].filter(([path]) => !index.has(path) && !stagedErrors.has(path))),
  };
};

// Read once per process; in development every render reads again so edits show up.
const getPublished = import.meta.env.DEV ? loadPublished : onceUntilFailure(loadPublished);

/** Published pages: the site, its static paths and its sitemap. */
export const getPublishedIndex = async (): Promise<ContentIndex> => (await getPublished()).index;

/** Drafts in private/content by path, with their files: what a link to one should be told. */
export const getDraftFiles = async (): Promise<ReadonlyMap<string, string>> => {
  const { all, draftErrors } = await getPublished();
  return new Map([...draftFiles(all), ...[...draftErrors].map(([path, error]) => [path, error.file] as const)]);
};

/** Drafts among pages by path, with their files. */
export const draftFiles = (pages: Iterable<ContentPage>): ReadonlyMap<string, string> =>
  new Map([...pages].filter((page) => page.frontMatter.draft).map((page) => [page.path, page.file]));

/** Drafts in private/content/ whose files have mistakes, by path: outside development, where they show on their pages. */
export const getDraftFileErrors = async (): Promise<FileErrors> => (await getPublished()).draftErrors;

/** Content files that cannot be read: only ever in development. */
export const getContentFileErrors = async (): Promise<FileErrors> => (await getPublished()).errors;

/**
 * The problem of the content file for an address, only ever in development:
 * also at the address of a file named with capitals, spaces or underscores,
 * as written (percent-encoded or not) and as meant.
 */
export const getContentFileError = async (requestPath: string): Promise<ContentError | undefined> => {
  const errors = await getContentFileErrors();
  if (errors.size === 0) return undefined;
  const decoded = decodeOrKeep(requestPath);
  const exact = errors.get(requestPath) ?? errors.get(decoded);
  if (exact) return exact;
  return [...errors].find(([pagePath]) => meantPath(pagePath) === meantPath(decoded))?.[1];
};
