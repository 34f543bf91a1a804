import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { elementsIn, renderBody } from './support/markdown';

const README = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');

/** The markdown example for editors, as they would copy it: the block after "you can use:", unindented. */
const editorExample = () => {
  const [, block = ''] = /you can use:\n\n {3}```markdown\n([\s\S]*?)\n {3}```/.exec(README) ?? [];
  return block.replace(/^ {3}/gm, '');
};

describe("README's markdown example for editors", () => {
  it('renders, copied as it stands, as a callout, cards and a badge', async () => {
    const example = editorExample();
    expect(example).toContain(':::note');
    const tree = await renderBody(example, 'private/content/example.md');
    expect(elementsIn(tree).map((element) => element.tagName)).toEqual(
      expect.arrayContaining(['prose-callout', 'prose-cards', 'prose-card', 'prose-badge']),
    );
  });
});
