import { readFileSync } from 'node:fs';

import { expect, it } from 'vitest';

import { syntaxErrors } from '../../scripts/config/check-config-syntax.mjs';

const FILE = 'src/config/app.config.ts';
const source = readFileSync(FILE, 'utf8');

it('reads the app configuration as it is without a word', () => {
  expect(syntaxErrors(source, FILE)).toEqual([]);
});

it('names the line and column of a missing comma between two footer links, and what it most likely is', () => {
  const lines = source.split('\n');
  const press = lines.findIndex((line) => line.includes("{ label: 'Press', to: '/press' },"));
  expect(press).toBeGreaterThan(0);
  lines[press] = lines[press]!.replace(/,$/, '');
  expect(syntaxErrors(lines.join('\n'), FILE)).toEqual([
    `${FILE}:${press + 2}:7: ',' expected: a comma may be missing at the end of the entry before`,
  ]);
});

it('names an unclosed quote', () => {
  const broken = source.replace("{ label: 'Careers', to: '/careers' }", "{ label: 'Careers, to: '/careers' }");
  expect(syntaxErrors(broken, FILE).join('\n')).toMatch(new RegExp(`^${FILE}:\\d+:\\d+: `));
});
