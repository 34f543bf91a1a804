import type { Element, ElementContent, Root } from 'hast';
import { describe, expect, it } from 'vitest';

import { elementsIn, renderBody } from './support/markdown';

const FILE = 'private/legal/privacy.md';
const NBSP = '\u00a0';

const render = (body: string) => renderBody(body, FILE);
/** The text a reader sees in `node`. */
const toString = (node: Element | ElementContent): string =>
  node.type === 'text' ? node.value : node.type === 'element' ? node.children.map(toString).join('') : '';
const firstOf = (tree: Root, tagName: string): Element => elementsIn(tree).find((element) => element.tagName === tagName)!;

describe('legal references', () => {
  it('keep § and §§ with their number on one line', async () => {
    const tree = await render('Necessary (§ 25 (2) no. 2 TDDDG), see also §§ 312 ff. BGB and §\n5 DDG.');
    expect(toString(firstOf(tree, 'p'))).toBe(
      `Necessary (§${NBSP}25 (2) no. 2 TDDDG), see also §§${NBSP}312 ff. BGB and §${NBSP}5 DDG.`,
    );
  });

  it('keep "Art." with its number, and leave other words alone', async () => {
    const tree = await render('Under Art. 6 (1) (f) GDPR. Art. deco is a style; the § sign alone stays as it is.');
    expect(toString(firstOf(tree, 'p'))).toBe(
      `Under Art.${NBSP}6 (1) (f) GDPR. Art. deco is a style; the § sign alone stays as it is.`,
    );
  });

  it('reach headings, links and table cells, and leave heading ids as they were', async () => {
    const tree = await render('## Information under § 5 DDG\n\n[§ 5 DDG](/imprint)\n\n| A |\n| - |\n| Art. 28 GDPR |');
    const heading = firstOf(tree, 'h2');
    expect(heading.properties.id).toBe('information-under--5-ddg');
    expect(toString(heading)).toContain(`§${NBSP}5`);
    const link = elementsIn(tree).find((element) => element.properties.href === '/imprint')!;
    expect(toString(link)).toBe(`§${NBSP}5 DDG`);
    expect(toString(firstOf(tree, 'td'))).toBe(`Art.${NBSP}28 GDPR`);
  });

  it('leave code as written', async () => {
    const tree = await render('Write `§ 5 DDG` literally.\n\n```\nArt. 6 GDPR\n```');
    for (const code of elementsIn(tree).filter((element) => element.tagName === 'code'))
      expect(toString(code)).not.toContain(NBSP);
  });
});
