import type { Root } from 'mdast';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';

import { eachTextInSource, type TextInSource } from '../../src/content/plugins/text-in-source';

const textsOf = (markdown: string) => {
  const file = new VFile({ path: 'private/content/test.md', value: markdown });
  const texts: TextInSource[] = [];
  eachTextInSource(unified().use(remarkParse).parse(file) as Root, file, (text) => texts.push(text));
  return texts;
};

describe('text in source', () => {
  it('places a mistake on a later line of a paragraph at its own line and column', () => {
    const paragraph = textsOf('# Title\n\n- First line of a list item,\n  then [Press][] on the second.').find(({ text }) =>
      text.includes('[Press]'),
    );
    const index = paragraph!.text.indexOf('[Press]');
    expect(paragraph!.placeOf(index)).toEqual({ line: 4, column: 8 });
    expect(paragraph!.lineBefore(index)).toBe('  then ');
  });

  it('counts columns on a node’s first line from where the node starts', () => {
    const afterEmphasis = textsOf('Some *stress* and [Press][]').at(-1);
    expect(afterEmphasis!.text).toBe(' and [Press][]');
    expect(afterEmphasis!.placeOf(afterEmphasis!.text.indexOf('['))).toEqual({ line: 1, column: 19 });
    expect(afterEmphasis!.lineBefore(5)).toBe(' and ');
  });

  it('gives the text as the file writes it, escapes included', () => {
    const [text] = textsOf('Escaped \\[a][b] stays');
    expect(text!.text).toBe('Escaped \\[a][b] stays');
  });
});
