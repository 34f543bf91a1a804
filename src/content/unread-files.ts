import 'server-only';

import { readdir } from 'node:fs/promises';
import path from 'node:path';

import { LEGAL_PAGE_TITLES, LEGAL_PAGES } from '../lib/site-pages';
import { andList } from '../lib/word-lists';
import { ContentError } from './content-error';
import { LANDING_FILES } from './landing';
import { PAGE_FILE_NAME } from './load-pages';
import { displayPath } from './private-dir';

/** Files an editor may drop next to pages, meaning them to be shown. */
export const IMAGE_FILE = /\.(?:avif|gif|jpe?g|png|svg|webp)$/i;

const LANDING_NAMES = LANDING_FILES.map((name) => `${name}.yaml`).sort();
const LEGAL_NAMES = LEGAL_PAGES.map((name) => `${name}.md`);

/** The name a file was most likely meant to have: `faq.yml` → faq.yaml, `Imprint.md` → imprint.md. */
const meantAs = (name: string, names: readonly string[]) => {
  const stem = name.replace(/\.[^.]*$/, '').toLowerCase();
  return names.find((candidate) => candidate.replace(/\.[^.]*$/, '') === stem);
};

/**
 * For a folder of fixed file names (landing sections, legal pages): nothing
 * for one of them, the name meant for a near miss (`Why.yml`), else `otherwise`.
 */
const amongNames = (rest: string[], names: readonly string[], what: string, otherwise: () => string) => {
  const [name = '', ...deeper] = rest;
  if (deeper.length) return otherwise();
  if (names.includes(name)) return undefined;
  const meant = meantAs(name, names);
  return meant ? `not read: that ${what} is read from ${meant}` : otherwise();
};

/** What happens instead to a file under private/ that nothing reads, by its path inside that folder; undefined for a file something reads. */
const reasonFor = (segments: string[]): string | undefined => {
  const [folder = '', ...rest] = segments;
  const name = segments.at(-1)!;
  if (folder === 'staging') return undefined; // The preview names what it leaves out there (server/preview/staged-non-pages.ts).
  if (folder === 'content') {
    if (PAGE_FILE_NAME.test(name)) return undefined; // Read as a page, or refused with its reason.
    if (IMAGE_FILE.test(name))
      return 'not served, as nothing under private/ is: put images under public/images/ and write them as /images/…';
    return 'not read: only .md files under private/content/ are pages';
  }
  if (folder === 'landing') {
    return amongNames(rest, LANDING_NAMES, 'section', () => {
      return `not read: the landing page's sections are ${andList(LANDING_NAMES)} in private/landing/; a new section also needs its schema in src/content/landing.ts and a component in src/components/sections/ placed in src/pages/index.tsx`;
    });
  }
  if (folder === 'legal') {
    return amongNames(rest, LEGAL_NAMES, 'page', () => {
      const legalPages = LEGAL_PAGES.map((page) => `the ${LEGAL_PAGE_TITLES[page]} (${page}.md)`);
      const page = '/' + rest.join('/').replace(/\.[^.]*$/, '');
      return `not read: the legal pages are ${andList(legalPages)}; for a page at ${page}, move the file to private/content${page}.md`;
    });
  }
  if (segments.length === 1 && name === 'company.yaml') return undefined;
  if (segments.length === 1 && meantAs(name, ['company.yaml'])) return 'not read: the company facts are read from company.yaml';
  return 'not read: private/ holds company.yaml and the folders content/, landing/, legal/ and staging/';
};

/**
 * Files under private/ that nothing reads: a landing section the page has no
 * place for, a legal page that is not one, an image that would never be
 * served. Each would be left out without a word, so the build names them.
 * Hidden files (.gitkeep, .DS_Store) and everything in hidden folders are left alone.
 */
export const findUnreadFiles = async (privateDir: string): Promise<ContentError[]> => {
  const entries = await readdir(privateDir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(privateDir, path.join(entry.parentPath, entry.name)).split(path.sep))
    .filter((segments) => !segments.some((segment) => segment.startsWith('.')))
    .sort((a, b) => a.join('/').localeCompare(b.join('/')))
    .flatMap((segments) => {
      const reason = reasonFor(segments);
      return reason ? [new ContentError(displayPath(path.join(privateDir, ...segments)), undefined, reason)] : [];
    });
};
