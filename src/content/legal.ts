import 'server-only';

import path from 'node:path';

import { type MarkdownFile, parseMarkdownFile } from './markdown-file';
import { getPlaceholderValues } from './company';
import type { PlaceholderValues } from './placeholder-values';
import { displayPath, PRIVATE_DIR } from './private-dir';
import { readRequiredFile } from './read-required-file';
import { LEGAL_PAGE_TITLES, LEGAL_PAGES } from '../lib/site-pages';

export type LegalPageName = (typeof LEGAL_PAGES)[number];
export type LegalPage = MarkdownFile & { file: string };

const LEGAL_DIR = path.join(PRIVATE_DIR, 'legal');

/** A legal page; `placeholders` stand in for the company facts' while those cannot be read (check-content.ts). */
export const getLegalPage = async (name: LegalPageName, placeholders?: PlaceholderValues): Promise<LegalPage> => {
  const absoluteFile = path.join(LEGAL_DIR, `${name}.md`);
  const file = displayPath(absoluteFile);
  const markdown = await readRequiredFile(absoluteFile, `the ${LEGAL_PAGE_TITLES[name]}`);
  return { file, ...(await parseMarkdownFile(markdown, file, placeholders ?? (await getPlaceholderValues()))) };
};
