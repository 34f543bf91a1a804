import { describe, expect, it } from 'vitest';

import { elementsIn, renderBody } from './support/markdown';

const FILE = 'private/content/about.md';
const NBSP = '\u00a0';

describe('badges', () => {
  it('hold on to the word before them, and the last one to the badge before it', async () => {
    const tree = await renderBody('Two floors higher. :badge[Founded 2012]{tone=primary} :badge[7 engineers] And on.', FILE);
    const paragraph = elementsIn(tree).find((element) => element.tagName === 'p')!;
    const texts = paragraph.children.map((child) => (child.type === 'text' ? child.value : `[${child.type}]`));
    expect(texts).toEqual([`Two floors higher.${NBSP}`, '[element]', NBSP, '[element]', ' And on.']);
  });

  it('in a row of three, may break only between the first two', async () => {
    const tree = await renderBody('That is what we build. :badge[React] :badge[TypeScript] :badge[PostgreSQL]', FILE);
    const paragraph = elementsIn(tree).find((element) => element.tagName === 'p')!;
    const texts = paragraph.children.flatMap((child) => (child.type === 'text' ? [child.value] : []));
    expect(texts).toEqual([`That is what we build.${NBSP}`, ' ', NBSP]);
  });

  it('leave a heading’s anchor as its words alone make it', async () => {
    const tree = await renderBody('## Open positions\n\n### Senior engineer :badge[Hiring]{tone=success}', FILE);
    const heading = elementsIn(tree).find((element) => element.tagName === 'h3')!;
    expect(heading.properties.id).toBe('senior-engineer');
    expect(heading.children[0]).toMatchObject({ type: 'text', value: `Senior engineer${NBSP}` });
  });
});
