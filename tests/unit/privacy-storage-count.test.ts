import { readFileSync } from 'node:fs';

import type { Paragraph, Table } from 'mdast';
import { toString } from 'mdast-util-to-string';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { expect, it } from 'vitest';

import { NUMBER_WORD_PATTERN, numberFromWord } from './support/number-words';

it('the privacy policy counts as many stored values as its table below lists', () => {
  const tree = unified().use(remarkParse).use(remarkGfm).parse(readFileSync('private/legal/privacy.md', 'utf8'));
  const counted = tree.children.flatMap((node, index) => {
    const next = tree.children[index + 1];
    if (node.type !== 'paragraph' || next?.type !== 'table') return [];
    const word = new RegExp(`\\b(${NUMBER_WORD_PATTERN}) values\\b`).exec(toString(node as Paragraph))?.[1];
    // The header row is not a value.
    return word ? [{ said: numberFromWord(word), listed: (next as Table).children.length - 1 }] : [];
  });
  expect(counted.length).toBeGreaterThan(0);
  for (const { said, listed } of counted) expect(said).toBe(listed);
});
