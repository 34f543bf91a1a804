import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { expect, it } from 'vitest';

import { numberFromWord } from './support/number-words';

const numberIn = (text: string, pattern: RegExp): number | undefined => {
  const word = pattern.exec(text)?.[1];
  return word === undefined ? undefined : numberFromWord(word);
};

const read = (file: string) => readFileSync(file, 'utf8');
const updatedOf = (source: string) => /^updated: (\d{4}-\d{2}-\d{2})$/m.exec(source)?.[1];

const stagedFiles = readdirSync('private/staging', { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.md'))
  .map((file) => path.join('private/staging', file));
const publishedOf = (staged: string) => staged.replace('private/staging/', 'private/content/');
/** Staged pages that replace a published one; none once an editor has published them all. */
const replacing = stagedFiles.filter((file) => existsSync(publishedOf(file)));

it.skipIf(replacing.length === 0)('a staged page that replaces a published one is dated after it, and not after today', () => {
  const today = new Date().toISOString().slice(0, 10);
  for (const staged of replacing) {
    const published = publishedOf(staged);
    const [stagedDay, publishedDay] = [updatedOf(read(staged)), updatedOf(read(published))];
    expect(stagedDay, `${staged}: updated`).toBeDefined();
    expect(publishedDay, `${published}: updated`).toBeDefined();
    expect(stagedDay! > publishedDay!, `${staged} (${stagedDay}) after ${published} (${publishedDay})`).toBe(true);
    expect(stagedDay! <= today, staged).toBe(true);
  }
});

it('the about page, published and staged, counts the people the press kit counts', () => {
  // The press kit's facts: "Seven engineers and one office manager".
  const press = read('private/content/press.md');
  const engineers = numberIn(press, /^- (\w+) engineers and one office manager$/im) ?? 0;
  expect(engineers, 'press.md: a line "- <number> engineers and one office manager"').toBeGreaterThan(0);
  const aboutPages = ['private/content/about.md', 'private/staging/about.md'].filter((file) => existsSync(file));
  expect(aboutPages).toContain('private/content/about.md');
  for (const file of aboutPages) {
    const source = read(file);
    expect(numberIn(source, /^description: .*\ban? (\w+)-person\b/m), `${file}: description`).toBe(engineers + 1);
    expect(numberIn(source, /\bwe are (\w+) engineers\b/i), `${file}: text`).toBe(engineers);
    expect(numberIn(source, /:badge\[(\d+) engineers\]/), `${file}: badge`).toBe(engineers);
  }
});
