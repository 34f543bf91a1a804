import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { HastContent } from '../../src/components/prose/hast-content';
import { renderBody } from './support/markdown';

const html = async (markdown: string) =>
  renderToStaticMarkup(
    createElement(HastContent, { tree: await renderBody(markdown, 'private/content/test.md'), internalLink: () => null }),
  );

describe('table column alignment', () => {
  it('becomes a class, not a style attribute the pages’ CSP would refuse', async () => {
    const page = await html('| Phase | Weeks | Price |\n| :--- | :---: | ---: |\n| Discovery | 2 | 9,800 € |');
    expect(page).toContain('<th class="text-left">Phase</th><th class="text-center">Weeks</th><th class="text-right">Price</th>');
    expect(page).toContain(
      '<td class="text-left">Discovery</td><td class="text-center">2</td><td class="text-right">9,800 €</td>',
    );
    expect(page).not.toContain('style=');
    expect(page).not.toContain('align=');
  });

  it('leaves cells of a column without alignment unclassed', async () => {
    expect(await html('| a | b |\n| - | - |\n| 1 | 2 |')).toContain('<td>1</td><td>2</td>');
  });
});
