import path from 'node:path';

import { appConfigInput } from '../../../src/config/app.config';
import { readCompany } from '../../../src/content/company-facts';
import { loadPages } from '../../../src/content/load-pages';
import { placeholderValues } from '../../../src/content/placeholder-values';

/** The published content pages, read with the site's own loader and company facts. */
export const publishedPages = async () =>
  (await loadPages(path.resolve('private/content'), 'content', placeholderValues(await readCompany(), appConfigInput))).filter(
    (page) => !page.frontMatter.draft,
  );
