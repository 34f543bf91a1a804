import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { expect, it } from 'vitest';

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];
const numberIn = (text: string, pattern: RegExp): number | undefined => {
  const word = pattern.exec(text)?.[1]?.toLowerCase();
  return word === undefined ? undefined : /^\d+$/.test(word) ? Number(word) : NUMBER_WORDS.indexOf(word);
};

const read = (file: string) => readFileSync(file, 'utf8');
const updatedOf = (source: string) => /^updated: (\d{4}-\d{2}-\d{2})$/m.exec(source)?.[1];

it('a staged page that replaces a published one is dated after it, and not after today', () => {
  const today = new Date().toISOString().slice(0, 10);
  const stagedFiles = readdirSync('private/staging', { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.md'))
    .map((file) => path.join('private/staging', file));
  const replacing = stagedFiles.filter((file) => existsSync(file.replace('private/staging/', 'private/content/')));
  expect(replacing).toContain('private/staging/about.md');
  for (const staged of replacing) {
    const published = staged.replace('private/staging/', 'private/content/');
    const [stagedDay, publishedDay] = [updatedOf(read(staged)), updatedOf(read(published))];
    expect(stagedDay! > publishedDay!, `${staged} (${stagedDay}) after ${published} (${publishedDay})`).toBe(true);
    expect(stagedDay! <= today, staged).toBe(true);
  }
});

it('the staged about page counts the people the press kit and the published about page count', () => {
  // The press kit's facts: "Seven engineers and one office manager".
  const press = read('private/content/press.md');
  const engineers = numberIn(press, /^- (\w+) engineers and one office manager$/im)!;
  expect(engineers).toBeGreaterThan(0);
  for (const file of ['private/content/about.md', 'private/staging/about.md']) {
    const source = read(file);
    expect(numberIn(source, /^description: .*\ban? (\w+)-person\b/m), `${file}: description`).toBe(engineers + 1);
    expect(numberIn(source, /\bwe are (\w+) engineers\b/i), `${file}: text`).toBe(engineers);
    expect(numberIn(source, /:badge\[(\d+) engineers\]/), `${file}: badge`).toBe(engineers);
  }
});
