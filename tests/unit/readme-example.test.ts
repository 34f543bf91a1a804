import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { frontMatterSchema } from '../../src/content/front-matter';
import { parseYamlData } from '../../src/content/yaml-data';
import { elementsIn, renderBody } from './support/markdown';

const README = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');

/** The markdown example for editors, as they would copy it: the block after "you can use:", unindented. */
const editorExample = () => {
  const [, block = ''] = /you can use:\n\n {3}```markdown\n([\s\S]*?)\n {3}```/.exec(README) ?? [];
  return block.replace(/^ {3}/gm, '');
};

/** The front matter example for editors, between its `---` lines. */
const frontMatterExample = () => {
  const [, block = ''] = /Start it with front matter:\n\n {3}```markdown\n {3}---\n([\s\S]*?)\n {3}---\n/.exec(README) ?? [];
  return block.replace(/^ {3}/gm, '');
};

describe("README's front matter example for editors", () => {
  it('is accepted as it stands, comments and all', () => {
    const source = frontMatterExample();
    expect(source).toContain('title:');
    expect(parseYamlData({ file: 'private/content/example.md', source, schema: frontMatterSchema, firstLine: 2 })).toMatchObject({
      title: 'Cloud hosting',
      updated: '2026-11-20',
    });
  });
});

describe("README's markdown example for editors", () => {
  it('renders, copied as it stands, as a callout, cards, a badge, a download link and foreign words', async () => {
    const example = editorExample();
    expect(example).toContain(':::note');
    const tree = await renderBody(example, 'private/content/example.md');
    expect(elementsIn(tree).map((element) => element.tagName)).toEqual(
      expect.arrayContaining(['prose-callout', 'prose-cards', 'prose-card', 'prose-badge']),
    );
    expect(elementsIn(tree).find((element) => element.properties.download)?.properties).toMatchObject({ href: '/logo.svg' });
    expect(elementsIn(tree).find((element) => element.properties.lang)).toMatchObject({
      tagName: 'span',
      properties: { lang: 'de' },
    });
  });
});
