import { describe, expect, it } from 'vitest';

import {
  ContentError,
  ContentErrors,
  FileProblems,
  fileProblemsIn,
  problemsIn,
  throwProblems,
} from '../../src/content/content-error';
import { loadPages } from '../../src/content/load-pages';
import { parseMarkdownFile } from '../../src/content/markdown-file';
import { parseYamlData } from '../../src/content/yaml-data';
import { z } from 'zod';

import { renderBody } from './support/markdown';

const FILE = 'private/content/services/cloud.md';

/** What the build says of a file, one problem a line; fails the test if the file is accepted. */
const problemLines = (reading: Promise<unknown>) =>
  reading.then(
    () => expect.unreachable('the file was accepted'),
    (error: Error) => problemsIn(error).map((problem) => problem.message),
  );

describe('every problem of a file, at once', () => {
  it('names each mistake in the body, top to bottom with line and column, not only the first', async () => {
    const body = [
      '# Cloud hosting', // line 5
      '',
      'We run <b>your</b> apps. See [pricing](pricing) and [us](https://www.example.com/about).', // line 7
      '',
      ':::marquee', // line 9
      'Soon',
      ':::',
    ].join('\n');
    await expect(problemLines(renderBody(body, FILE))).resolves.toEqual([
      `${FILE}:5:1: the page title comes from front matter; start headings in the body at ##`,
      `${FILE}:7:8: raw HTML is not allowed: write markdown, or a block such as :::note (see the README for the blocks there are)`,
      `${FILE}:7:30: "pricing" is a relative link, which the browser resolves against each page's address: write the path from the site root, e.g. "/services/pricing"`,
      `${FILE}:7:53: "https://www.example.com/about" is this site's own address: write the path, "/about", which also works in preview and is checked by the build`,
      `${FILE}:9:1: unknown directive "marquee" (known: note, tip, warning, cards, card, badge, download, foreign)`,
    ]);
  });

  it('names a front matter field, a broken block and a bad link of one file together, in file order', async () => {
    const source = [
      '---',
      'title: Cloud hosting',
      'description: short',
      '---',
      '',
      '::: note[Mind]', // line 6
      'Text',
      ':::',
      '',
      'Write to [us](contact).', // line 10
    ].join('\n');
    const error = await parseMarkdownFile(source, FILE).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(FileProblems);
    expect((error as Error).message).toBe(
      [
        '3 problems to fix:',
        `  ${FILE}:3: description: 5 characters, at least 20`,
        `  ${FILE}:6:1: "::: note[Mind]" is not read as a block and would show as text: write ":::name[Title]" or ":::name{attributes}" alone on its line, with no space after the colons`,
        `  ${FILE}:10:10: "contact" is a relative link, which the browser resolves against each page's address: write the path from the site root, e.g. "/services/contact"`,
      ].join('\n'),
    );
  });

  it('names one mistake once: an image at a relative or the site’s own address is not also "not on this site"', async () => {
    const body = '![Team](team.png)\n\n![Logo](https://www.example.com/logo.svg)\n\n![Map][map]\n\n[map]: map.png';
    const lines = await problemLines(renderBody(body, FILE));
    expect(lines).toHaveLength(3);
    expect(lines.join('\n')).not.toContain('is not on this site');
  });

  it('names a directive by its first problem only', async () => {
    await expect(problemLines(renderBody(':::card{tone=x}\nText\n:::', FILE))).resolves.toEqual([
      `${FILE}:5:1: :::card takes no attribute "tone" (it takes title, href)`,
    ]);
  });

  it('names every unknown placeholder, in the body and in YAML, beside the other problems', async () => {
    const values = { name: 'Example Software GmbH', email: 'hello@example.com' };
    const page = '---\ntitle: About {{nmae}}\ndescription: short\n---\n\nWrite to {{emial}}.\n\nOr call {{phone}}.';
    await expect(problemLines(parseMarkdownFile(page, FILE, values))).resolves.toEqual([
      `${FILE}:2:14: unknown placeholder {{nmae}}: did you mean {{name}}?`,
      `${FILE}:3: description: 5 characters, at least 20`,
      `${FILE}:6:10: unknown placeholder {{emial}}: did you mean {{email}}?`,
      `${FILE}:8:9: unknown placeholder {{phone}}: write one of {{name}}, {{email}}`,
    ]);
    const yaml = 'title: "{{nmae}}"\nlead: "{{emial}}"\nitems: 3';
    const schema = z.strictObject({ title: z.string(), lead: z.string(), items: z.array(z.string()) });
    const readYaml = Promise.resolve().then(() =>
      parseYamlData({ file: 'private/landing/hero.yaml', source: yaml, schema, placeholders: values }),
    );
    await expect(problemLines(readYaml)).resolves.toEqual([
      'private/landing/hero.yaml:1:9: unknown placeholder {{nmae}}: did you mean {{name}}?',
      'private/landing/hero.yaml:2:8: unknown placeholder {{emial}}: did you mean {{email}}?',
      'private/landing/hero.yaml:3: items: write a list below it, each item on its own line starting with "- "',
    ]);
  });

  it('names a placeholder with a missing brace beside the other problems, as a problem of its file', async () => {
    const page = '---\ntitle: About {{name}\ndescription: short\n---\n\nWrite to {email}}.';
    const reading = parseMarkdownFile(page, FILE, { name: 'Example Software GmbH', email: 'hello@example.com' });
    await expect(problemLines(reading)).resolves.toEqual([
      `${FILE}:2:14: write a placeholder as {{key}}: "{{name}" is missing a closing "}}"; write {{name}}`,
      `${FILE}:3: description: 5 characters, at least 20`,
      `${FILE}:6:10: write a placeholder as {{key}}: "{email}}" is missing an opening "{{"; write {{email}}`,
    ]);
    // A file's problem, so the build, the page under npm run dev and the preview list it as such.
    await expect(reading.catch((error: unknown) => fileProblemsIn(error)?.map(({ column }) => column))).resolves.toEqual([
      14,
      undefined,
      10,
    ]);
  });

  it('names a bad file name together with the mistakes inside the file', async () => {
    const file = 'tests/fixtures/content-bad-name/services/Cloud Hosting.md';
    await expect(problemLines(loadPages('tests/fixtures/content-bad-name', 'content', {}))).resolves.toEqual([
      `${file}: file name gives the path "/services/Cloud Hosting", which is not a valid page path (lowercase letters, digits and dashes only): rename "Cloud Hosting" to "cloud-hosting"`,
      `${file}:3: description: 5 characters, at least 20`,
      `${file}:6:1: the page title comes from front matter; start headings in the body at ##`,
    ]);
  });
});

describe('many problems as the build prints them', () => {
  it('lists them file by file, each file top to bottom, with an empty line between files', () => {
    const a = (line: number, column?: number) => new ContentError('private/content/a.md', line, `problem at ${line}`, column);
    const b = new ContentError('private/landing/hero.yaml', 4, 'title: missing, but required');
    let thrown: unknown;
    try {
      throwProblems([a(9, 3), b, a(2), a(9, 1)]);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ContentErrors);
    expect((thrown as Error).message).toBe(
      [
        '4 problems to fix:',
        '  private/content/a.md:2: problem at 2',
        '  private/content/a.md:9:1: problem at 9',
        '  private/content/a.md:9:3: problem at 9',
        '',
        '  private/landing/hero.yaml:4: title: missing, but required',
      ].join('\n'),
    );
    expect((thrown as ContentErrors).problems.map((problem) => (problem as ContentError).line)).toEqual([2, 9, 9, 4]);
  });
});
