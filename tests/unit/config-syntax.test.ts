import { readFileSync } from 'node:fs';

import { expect, it } from 'vitest';

import { syntaxErrors } from '../../scripts/config/check-config-syntax.mjs';

const FILE = 'src/config/app.config.ts';
const source = readFileSync(FILE, 'utf8');
/** A footer link on a line of its own, as `src/config/app.config.ts` writes them. */
const FOOTER_LINK = /^ {6}\{ label: '[^']+', to: '[^']+' \},$/;

it('reads the app configuration as it is without a word', () => {
  expect(syntaxErrors(source, FILE)).toEqual([]);
});

it('names the line and column of a missing comma between two footer links, and what it most likely is', () => {
  const lines = source.split('\n');
  // A footer link with one after it, whichever the configuration lists.
  const link = lines.findIndex((line, index) => FOOTER_LINK.test(line) && FOOTER_LINK.test(lines[index + 1] ?? ''));
  expect(link).toBeGreaterThan(0);
  lines[link] = lines[link]!.replace(/,$/, '');
  expect(syntaxErrors(lines.join('\n'), FILE)).toEqual([
    `${FILE}:${link + 2}:7: ',' expected: a comma may be missing at the end of the entry before`,
  ]);
});

it('names an unclosed quote', () => {
  const broken = source.replace(/(\{ label: '[^']+)'/, '$1');
  expect(broken).not.toBe(source);
  expect(syntaxErrors(broken, FILE).join('\n')).toMatch(new RegExp(`^${FILE}:\\d+:\\d+: `));
});
