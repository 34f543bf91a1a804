import { describe, expect, it } from 'vitest';

import { MAIN_CONTENT_ID } from '../../src/lib/main-content-id';
import { COOKIE_BANNER_TITLE_ID } from '../../src/lib/cookie-banner-title';
import { ERROR_TITLE_ID } from '../../src/lib/error-messages';
import { elementsIn, renderBody } from './support/markdown';

const FILE = 'private/content/about.md';

/** The ids of the page's elements, in document order. */
const idsOf = async (body: string) =>
  elementsIn(await renderBody(body, FILE)).flatMap((element) => (element.properties.id ? [String(element.properties.id)] : []));

describe('heading ids', () => {
  it('are numbered away from the ids the layout gives elements beside the content', async () => {
    // The error title's too: the fatal error screen is drawn over a content page.
    expect(await idsOf('## Main content\n\nA\n\n## Cookie consent title\n\nB\n\n## Error title\n\nC')).toEqual([
      'main-content-1',
      'cookie-consent-title-1',
      'error-title-1',
    ]);
    expect([MAIN_CONTENT_ID, COOKIE_BANNER_TITLE_ID, ERROR_TITLE_ID]).toEqual([
      'main-content',
      'cookie-consent-title',
      'error-title',
    ]);
  });

  it('are numbered away from the ids of the footnotes', async () => {
    const ids = await idsOf('## Footnote label\n\nPrices went up.[^1]\n\n[^1]: In March.');
    expect(ids).toEqual(['footnote-label-1', 'user-content-fnref-1', 'footnote-label', 'user-content-fn-1']);
  });

  it('are never empty and never start with a dash, whatever the heading is made of', async () => {
    expect(await idsOf('## !!!\n\nA\n\n## — Our approach\n\nB\n\n## ???\n\nC')).toEqual(['section', 'our-approach', 'section-1']);
  });

  it('need words: a heading without any is refused at its line', async () => {
    await expect(renderBody('Intro\n\n## \n\nText', FILE)).rejects.toThrow(
      `${FILE}:7:1: this heading has no text: write its words after the ##, or remove the line`,
    );
    await expect(renderBody('###', FILE)).rejects.toThrow(`${FILE}:5:1: this heading has no text: write its words after the ###`);
  });
});
