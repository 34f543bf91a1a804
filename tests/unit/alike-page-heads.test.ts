import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, expect, it } from 'vitest';

import { alikePageHeads } from '../../src/server/build/alike-page-heads';

const dir = mkdtempSync(path.join(tmpdir(), 'alike-heads-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A page file on disk, so that the problem can name the line of its field. */
const pageFile = (name: string, title: string, description: string) => {
  const file = path.join(dir, name);
  writeFileSync(file, `---\ntitle: ${title}\ndescription: ${description}\n---\n\nText.\n`);
  return { file, frontMatter: { title, description } };
};

it('names each page whose title or description another page already has, at the line of that field', () => {
  const about = pageFile('about.md', 'About us', 'Who we are and how we work, in Cologne since 2012.');
  const team = pageFile('team.md', 'About  Us', 'The seven engineers and the office manager behind our work.');
  const press = pageFile('press.md', 'Press', 'Who we are and how we work, in Cologne since 2012.');
  const messages = alikePageHeads([press, team, about]).map((problem) => problem.message);
  expect(messages).toEqual([
    `${team.file}:2: title: the same as the title of ${about.file}; give each page its own, or search results show two pages alike`,
    `${press.file}:3: description: the same as the description of ${about.file}; give each page its own, or search results show two pages alike`,
  ]);
});

it('a soft hyphen hides no match, and pages with their own title and description pass', () => {
  const one = pageFile('one.md', 'Daten\u00ADschutz', 'How we keep personal data safe in every project.');
  const two = pageFile('two.md', 'Datenschutz', 'What our clients ask us about the GDPR, answered.');
  expect(alikePageHeads([one, pageFile('three.md', 'Hosting', 'Where and how we run the applications we build.')])).toEqual([]);
  expect(alikePageHeads([one, two]).map((problem) => problem.reason)).toEqual([
    `title: the same as the title of ${one.file}; give each page its own, or search results show two pages alike`,
  ]);
});
