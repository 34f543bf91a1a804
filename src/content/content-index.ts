import 'server-only';

import path from 'node:path';

import type { ContentError } from './content-error';
import { type ContentPage, loadPages, loadPagesKeepingErrors } from './load-pages';
import { PRIVATE_DIR } from './private-dir';

export type ContentIndex = ReadonlyMap<string, ContentPage>;

export const CONTENT_DIR = path.join(PRIVATE_DIR, 'content');
export const STAGING_DIR = path.join(PRIVATE_DIR, 'staging');

const toIndex = (pages: ContentPage[]): ContentIndex => new Map(pages.map((page) => [page.path, page]));

/** Staged files override published ones with the same path and may add new paths. */
export const overlayIndex = (published: readonly ContentPage[], staged: readonly ContentPage[]): ContentIndex =>
  toIndex([...published, ...staged]);

const loadPublished = async () => {
  const content = await loadPages(CONTENT_DIR, 'content');
  return { all: content, index: toIndex(content.filter((page) => !page.frontMatter.draft)) };
};

/** What a verified preview shows: every page, and the staged files that cannot be shown, by page path. */
export type PreviewContent = { index: ContentIndex; stagedErrors: ReadonlyMap<string, ContentError> };

// Staging is read on every verified preview request: editors change staged
// files on a running server, and the public build never touches them. A bad
// staged file is reported on its own page instead of failing every page.
const loadPreview = async (): Promise<PreviewContent> => {
  const [{ all }, staged] = await Promise.all([getPublished(), loadPagesKeepingErrors(STAGING_DIR, 'staging')]);
  for (const { error } of staged.errors) console.warn(`Staged file not shown: ${error.message}`);
  return {
    index: overlayIndex(all, staged.pages),
    stagedErrors: new Map(staged.errors.map(({ path, error }) => [path, error])),
  };
};

let published: ReturnType<typeof loadPublished> | undefined;

// Read once per process; in development every render reads again so edits show up.
const getPublished = () => (import.meta.env.DEV ? loadPublished() : (published ??= loadPublished()));

/** Published pages: the site, its static paths and its sitemap. */
export const getPublishedIndex = async (): Promise<ContentIndex> => (await getPublished()).index;

/** Published pages, drafts and staged pages: only for a verified preview. */
export const getPreviewContent = (): Promise<PreviewContent> => loadPreview();
