import path from 'node:path';

import { appConfigInput } from '../../../src/config/app.config';
import { readCompany } from '../../../src/content/company-facts';
import { loadPages } from '../../../src/content/load-pages';
import { placeholderValues } from '../../../src/content/placeholder-values';

/**
 * The addresses of the published content pages, written out rather than read
 * from the content index, so a page that goes missing from it is noticed.
 */
export const PUBLISHED_CONTENT_PATHS = [
  ...['/about', '/careers', '/how-we-work', '/press'],
  ...['/services', '/services/legacy-modernisation', '/services/web-applications'],
];

/** The published content pages, read with the site's own loader and company facts. */
export const publishedPages = async () =>
  (await loadPages(path.resolve('private/content'), 'content', placeholderValues(await readCompany(), appConfigInput))).filter(
    (page) => !page.frontMatter.draft,
  );
