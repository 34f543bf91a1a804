import { describe, expect, it } from 'vitest';

import { appConfigInput } from '../../src/config/app.config';
import { readCompany } from '../../src/content/company-facts';
import { CONTENT_DIR } from '../../src/content/content-index';
import { loadPages } from '../../src/content/load-pages';
import { placeholderValues } from '../../src/content/placeholder-values';
import { PROSE_TAGS } from '../../src/lib/prose-tags';
import { elementsIn } from './support/markdown';

describe('published content', () => {
  it('gives every callout a title of its own, not the bare "Note", "Tip" or "Warning"', async () => {
    const placeholders = placeholderValues(await readCompany(), appConfigInput);
    const untitled = (await loadPages(CONTENT_DIR, 'content', placeholders)).flatMap((page) =>
      elementsIn(page.body)
        .filter((element) => element.tagName === PROSE_TAGS.callout && !element.properties.title)
        .map(() => page.file),
    );
    expect(untitled).toEqual([]);
  });
});
