import path from 'node:path';

import { loadPages } from '../../../src/content/load-pages';

/** The published content pages, read with the site's own loader. */
export const publishedPages = async () =>
  (await loadPages(path.resolve('private/content'), 'content')).filter((page) => !page.frontMatter.draft);
