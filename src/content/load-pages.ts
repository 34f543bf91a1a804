import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

import type { Root as HastRoot } from 'hast';

import { checkPagePath } from '../lib/path-validity';
import { ContentError } from './content-error';
import type { FrontMatter } from './front-matter';
import { parseMarkdownFile } from './markdown-file';
import { displayPath } from './private-dir';

export type ContentSource = 'content' | 'staging';

export type ContentPage = {
  /** URL path, e.g. `/services/web-applications`. */
  path: string;
  /** Project-relative file, e.g. `private/content/services/web-applications.md`. */
  file: string;
  source: ContentSource;
  frontMatter: FrontMatter;
  body: HastRoot;
};

/** Paths that belong to routes of their own or to the platform. */
const RESERVED_FIRST_SEGMENTS = new Set(['imprint', 'privacy', '404', 'api', 'assets', 'rsc', '_app', 'staging']);

const listMarkdownFiles = async (dir: string): Promise<string[]> => {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.md'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
};

/** `services/web-applications.md` → `/services/web-applications`; `services/index.md` → `/services`. */
export const fileToPagePath = (relativeFile: string): string => {
  const withoutExt = relativeFile.split(path.sep).join('/').replace(/\.md$/, '');
  return '/' + withoutExt.replace(/(^|\/)index$/, '');
};

const loadPage = async (dir: string, absoluteFile: string, source: ContentSource): Promise<ContentPage> => {
  const file = displayPath(absoluteFile);
  const pagePath = fileToPagePath(path.relative(dir, absoluteFile));
  const check = checkPagePath(pagePath);
  if (pagePath === '/' || !check.valid) {
    throw new ContentError(
      file,
      undefined,
      `file name gives the path "${pagePath}", which is not a valid page path (lowercase letters, digits and dashes only)`,
    );
  }
  if (RESERVED_FIRST_SEGMENTS.has(check.segments[0]!)) {
    throw new ContentError(file, undefined, `the path "${pagePath}" is reserved for the site itself`);
  }

  const { frontMatter, body } = await parseMarkdownFile(await readFile(absoluteFile, 'utf8'), file);
  return { path: pagePath, file, source, frontMatter, body };
};

/** Reads and validates every markdown file below `dir`; the first bad file throws. */
export const loadPages = async (dir: string, source: ContentSource): Promise<ContentPage[]> => {
  const files = await listMarkdownFiles(dir);
  return Promise.all(files.map((file) => loadPage(dir, file, source)));
};

/** A file that could not be read as a page, by the path it would have had. */
export type PageFileError = { path: string; error: ContentError };

/**
 * Like loadPages, but a bad file does not stop the others: for staged files
 * on a running server, where one editor's mistake must not hide every page.
 */
export const loadPagesKeepingErrors = async (
  dir: string,
  source: ContentSource,
): Promise<{ pages: ContentPage[]; errors: PageFileError[] }> => {
  const files = await listMarkdownFiles(dir);
  const results = await Promise.allSettled(files.map((file) => loadPage(dir, file, source)));
  const pages: ContentPage[] = [];
  const errors: PageFileError[] = [];
  results.forEach((result, i) => {
    if (result.status === 'fulfilled') pages.push(result.value);
    else if (result.reason instanceof ContentError) {
      errors.push({ path: fileToPagePath(path.relative(dir, files[i]!)), error: result.reason });
    } else throw result.reason;
  });
  return { pages, errors };
};
