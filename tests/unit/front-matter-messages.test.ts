import { describe, expect, it, vi } from 'vitest';

import { parseMarkdownFile } from '../../src/content/markdown-file';

const FILE = 'private/content/example.md';
const DESCRIPTION = 'description: Custom software for mid-sized companies in Cologne.';

/** A page whose front matter is a valid title and description followed by `extra`, from line 4 on. */
const withField = (extra: string) => `---\ntitle: Example page\n${DESCRIPTION}\n${extra}\n---\n\nText.\n`;

/** What the build would say of `source`; fails the test if the file is accepted. */
const problemsWith = (source: string) =>
  parseMarkdownFile(source, FILE).then(
    () => expect.unreachable('the file was accepted'),
    (error: Error) => error.message,
  );

describe('front matter messages', () => {
  it('names a missing field as missing, at the front matter', async () => {
    await expect(parseMarkdownFile('---\ntitle: Example page\n---\n\nText.\n', FILE)).rejects.toThrow(
      `${FILE}:2: description: missing, but required`,
    );
  });

  it('refuses an update still to come, which the sitemap would tell search engines', async () => {
    const inDays = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    await expect(parseMarkdownFile(withField(`updated: ${inDays(2)}`), FILE)).rejects.toThrow(
      `${FILE}:4: updated: a day still to come: write the day the page last changed`,
    );
    await expect(parseMarkdownFile(withField(`updated: ${inDays(1)}`), FILE)).resolves.toBeDefined();
    await expect(parseMarkdownFile(withField(`updated: ${inDays(0)}`), FILE)).resolves.toBeDefined();
  });

  it('refuses colorMode: system with a warning at its line, and builds the page as if it were not there', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const page = await parseMarkdownFile(withField('type: page\ncolorMode: system'), FILE);
      expect(page.frontMatter).not.toHaveProperty('colorMode');
      expect(warn).toHaveBeenCalledWith(expect.stringContaining(`${FILE}:5: colorMode: system forces nothing`));
      warn.mockClear();
      expect((await parseMarkdownFile(withField('colorMode: light'), FILE)).frontMatter.colorMode).toBe('light');
      expect(warn).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
    }
  });

  it('names a value of the wrong type once, for what it is', async () => {
    const source = `---\ntitle: [Cloud, hosting]\n${DESCRIPTION}\n---\n\nText.\n`;
    await expect(problemsWith(source)).resolves.toBe(`${FILE}:2: title: write text here`);
  });

  it('tells a front matter left open from a missing one', async () => {
    await expect(parseMarkdownFile('---\ntitle: Example page\n\nText.\n', FILE)).rejects.toThrow(
      `${FILE}:1: the front matter opened here is not closed: end it with a line of just ---`,
    );
    await expect(parseMarkdownFile('Text.\n', FILE)).rejects.toThrow(`${FILE}:1: missing front matter`);
  });

  it('names the fields an empty front matter is missing', async () => {
    for (const empty of [
      '---\n---\n\nText.\n',
      '---\r\n---\r\n\r\nText.\r\n',
      '---\n\n---\n\nText.\n',
      '---\n# to do\n---\n\nText.\n',
    ]) {
      await expect(problemsWith(empty), JSON.stringify(empty)).resolves.toBe(
        [
          '2 problems to fix:',
          `  ${FILE}:2: title: missing, but required`,
          `  ${FILE}:2: description: missing, but required`,
        ].join('\n'),
      );
    }
  });

  it('reads fence lines with spaces after their ---', async () => {
    const page = await parseMarkdownFile(`---  \ntitle: Example page\n${DESCRIPTION}\n--- \t\n\nText.\n`, FILE);
    expect(page.frontMatter.title).toBe('Example page');
    expect(JSON.stringify(page.body)).not.toContain('Example page');
    await expect(parseMarkdownFile(`---\ntitle: Example page\n${DESCRIPTION}\ndraft: true\n---   `, FILE)).resolves.toBeDefined();
  });

  it('refuses a published page with nothing below its front matter, and lets a draft wait for its text', async () => {
    const EMPTY = 'the page has no text below its front matter: write it, or set draft: true until it is written';
    for (const body of ['', '\n\n   \n', '\n<!-- Text to follow after the workshop -->\n'])
      await expect(parseMarkdownFile(`---\ntitle: Example page\n${DESCRIPTION}\n---\n${body}`, FILE)).rejects.toThrow(
        `${FILE}:4: ${EMPTY}`,
      );
    await expect(parseMarkdownFile(`---\ntitle: Example page\n${DESCRIPTION}\ndraft: true\n---\n`, FILE)).resolves.toBeDefined();
    await expect(parseMarkdownFile(`---\ntitle: Example page\n${DESCRIPTION}\n---\n\nText.\n`, FILE)).resolves.toBeDefined();
  });

  it('says when empty lines above the front matter keep it from counting', async () => {
    const page = `---\ntitle: Example page\n${DESCRIPTION}\n---\n\nText.\n`;
    await expect(parseMarkdownFile(`\n${page}`, FILE)).rejects.toThrow(
      `${FILE}:1: the front matter must start on the first line: remove the empty line above its ---`,
    );
    await expect(parseMarkdownFile(`\n  \n${page}`, FILE)).rejects.toThrow('remove the 2 empty lines above its ---');
  });

  it('names an unknown field on its own line', async () => {
    await expect(
      parseMarkdownFile(`---\ntitle: Example page\n${DESCRIPTION}\nsummary: Short\n---\n\nText.\n`, FILE),
    ).rejects.toThrow(
      `${FILE}:4: summary: unknown field; the fields here are title, description, draft, updated, type, colorMode`,
    );
  });

  it('names the field an unknown one is most likely meant as', async () => {
    await expect(parseMarkdownFile(withField('colormode: light'), FILE)).rejects.toThrow(
      `${FILE}:4: colormode: unknown field; did you mean colorMode?`,
    );
    await expect(parseMarkdownFile(withField('update: 2026-11-20'), FILE)).rejects.toThrow(
      `${FILE}:4: update: unknown field; did you mean updated?`,
    );
  });

  it('names the unknown field beside a missing one, as a misspelling of it often is', async () => {
    await expect(parseMarkdownFile(`---\ntitel: Example page\n${DESCRIPTION}\n---\n\nText.\n`, FILE)).rejects.toThrow(
      `${FILE}:2: title: missing, but required (line 2 has unknown field "titel")`,
    );
  });

  it('says how to write a date', async () => {
    await expect(parseMarkdownFile(withField('updated: 20.11.2026'), FILE)).rejects.toThrow(
      `${FILE}:4: updated: write the date as YYYY-MM-DD, e.g. 2026-11-20`,
    );
    await expect(parseMarkdownFile(withField('updated: 2026-02-30'), FILE)).rejects.toThrow(
      `${FILE}:4: updated: 2026-02-30 is not a real date`,
    );
    // A day that does not exist is not also a day still to come.
    const error = await parseMarkdownFile(withField('updated: 2099-13-45'), FILE).catch((thrown: Error) => thrown);
    expect(String(error)).toContain('updated: 2099-13-45 is not a real date');
    expect(String(error)).not.toContain('still to come');
  });

  it('gives the length of a title or description and its limit', async () => {
    const long = 'Managed cloud hosting for mid-sized companies in Cologne, Bonn and the Rhineland';
    await expect(parseMarkdownFile(`---\ntitle: ${long}\n${DESCRIPTION}\n---\n`, FILE)).rejects.toThrow(
      `${FILE}:2: title: 80 characters, at most 70`,
    );
    await expect(parseMarkdownFile(`---\ntitle: "  Up "\n${DESCRIPTION}\n---\n`, FILE)).rejects.toThrow(
      `${FILE}:2: title: 2 characters, at least 3`,
    );
    await expect(parseMarkdownFile('---\ntitle: Example page\ndescription: Hosting.\n---\n', FILE)).rejects.toThrow(
      `${FILE}:3: description: 8 characters, at least 20`,
    );
    await expect(
      parseMarkdownFile(`---\ntitle: Example page\ndescription: ${'Hosting. '.repeat(20)}\n---\n`, FILE),
    ).rejects.toThrow(`${FILE}:3: description: 179 characters, at most 170`);
  });

  it('refuses markup in the title and description, which show as written, with what to write instead', async () => {
    const plain = (line: number, field: string, instead: string, written: string) =>
      `${FILE}:${line}: ${field}: plain text, shown as written: write ${instead} rather than ${written}`;
    const titled = (title: string) => `---\ntitle: "${title}"\n${DESCRIPTION}\n---\n\nText.\n`;
    await expect(problemsWith(titled('Cloud &amp; hosting'))).resolves.toBe(plain(2, 'title', '&', '&amp;'));
    await expect(problemsWith(titled('Cloud&nbsp;hosting'))).resolves.toBe(plain(2, 'title', 'a space', '&nbsp;'));
    await expect(problemsWith(titled('Cloud &#8211; hosting'))).resolves.toBe(plain(2, 'title', '–', '&#8211;'));
    await expect(problemsWith(titled('<b>Cloud</b> hosting'))).resolves.toBe(
      `${FILE}:2: title: plain text, shown as written: leave out the tags <b> and </b>`,
    );
    await expect(problemsWith(titled('Cloud<br/>hosting'))).resolves.toBe(
      `${FILE}:2: title: plain text, shown as written: leave out the tag <br/>`,
    );
    await expect(problemsWith(titled('Managed **cloud** hosting'))).resolves.toBe(plain(2, 'title', 'cloud', '**cloud**'));
    await expect(problemsWith(titled('Managed __cloud__ hosting'))).resolves.toBe(plain(2, 'title', 'cloud', '__cloud__'));
    await expect(problemsWith(titled('Managed *cloud* hosting'))).resolves.toBe(plain(2, 'title', 'cloud', '*cloud*'));
    await expect(problemsWith(titled('Our [cloud hosting](/services)'))).resolves.toBe(
      plain(2, 'title', 'cloud hosting', '[cloud hosting](/services)'),
    );
    await expect(problemsWith(`---\ntitle: <b>Cloud</b> &amp; **hosting**\n${DESCRIPTION}\n---\n`)).resolves.toBe(
      `${FILE}:2: title: plain text, shown as written: write & rather than &amp;; leave out the tags <b> and </b>; write hosting rather than **hosting**`,
    );
    const described = `---\ntitle: Cloud hosting\ndescription: Servers we run for you, <i>around the clock</i>.\n---\n`;
    await expect(problemsWith(described)).resolves.toBe(
      `${FILE}:3: description: plain text, shown as written: leave out the tags <i> and </i>`,
    );
  });

  it('keeps ampersands, asterisks, underscores and brackets that are simply text', async () => {
    for (const title of [
      'C# & .NET',
      'R&D for AT&T',
      '5 * 3 is 15',
      'snake_case and CamelCase',
      'Prices*',
      '* conditions apply',
      'a < b > c',
      '[Beta] Cloud (hosting)',
      'Fees: 2*3*4',
    ]) {
      const page = await parseMarkdownFile(`---\ntitle: "${title}"\n${DESCRIPTION}\n---\n\nText.\n`, FILE);
      expect(page.frontMatter.title, title).toBe(title);
    }
  });

  it('names the values a yes/no or a choice field takes', async () => {
    await expect(parseMarkdownFile(withField('draft: yes'), FILE)).rejects.toThrow(`${FILE}:4: draft: write true or false`);
    await expect(parseMarkdownFile(withField('colorMode: blue'), FILE)).rejects.toThrow(
      `${FILE}:4: colorMode: write light, dark or system`,
    );
  });

  it('asks for quotes around a number meant as text, and for text after an empty field', async () => {
    await expect(parseMarkdownFile(`---\ntitle: 2026\n${DESCRIPTION}\n---\n`, FILE)).rejects.toThrow(
      `${FILE}:2: title: write it in quotes to keep it as text: "2026"`,
    );
    await expect(parseMarkdownFile(`---\ntitle:\n${DESCRIPTION}\n---\n`, FILE)).rejects.toThrow(
      `${FILE}:2: title: write some text after the colon`,
    );
  });

  it('shows how to quote a title with a colon in it', async () => {
    await expect(parseMarkdownFile(`---\ntitle: Cloud hosting: managed\n${DESCRIPTION}\n---\n`, FILE)).rejects.toThrow(
      `${FILE}:2: invalid YAML: Nested mappings are not allowed in compact mappings; a value with ": " in it needs quotes: title: "Cloud hosting: managed"`,
    );
  });

  it('places a missing field at the line of its misspelling, not at the top of the front matter', async () => {
    const source = `---\ntitel: Example page\ndescripton: A page for the example.\n---\n\nText.\n`;
    expect(await problemsWith(source)).toBe(
      [
        '2 problems to fix:',
        `  ${FILE}:2: title: missing, but required (line 2 has unknown field "titel")`,
        `  ${FILE}:3: description: missing, but required (line 3 has unknown field "descripton")`,
      ].join('\n'),
    );
  });

  it('names every problem of a file at once, top to bottom, a misspelt field once', async () => {
    // Two unknown fields beside a missing one: only the one spelt like it is taken for its typo.
    const source = `---\ntitel: Example page\n${DESCRIPTION}\nupdated: 20.11.2026\ndraft: yes\nsummary: Short\n---\n\nText.\n`;
    expect(await problemsWith(source)).toBe(
      [
        '4 problems to fix:',
        `  ${FILE}:2: title: missing, but required (line 2 has unknown field "titel")`,
        `  ${FILE}:4: updated: write the date as YYYY-MM-DD, e.g. 2026-11-20`,
        `  ${FILE}:5: draft: write true or false`,
        `  ${FILE}:6: summary: unknown field; the fields here are title, description, draft, updated, type, colorMode`,
      ].join('\n'),
    );
  });

  it('names a front matter and a body problem together', async () => {
    const message = await problemsWith(withField('draft: yes').replace('Text.', 'See [our services]().'));
    expect(message).toContain('2 problems to fix:');
    expect(message).toContain(`${FILE}:4: draft: write true or false`);
    expect(message).toContain(`${FILE}:7:5: a link without an address`);
  });

  it('reads a file that starts with a byte order mark', async () => {
    const { frontMatter } = await parseMarkdownFile(`\uFEFF---\ntitle: Example page\n${DESCRIPTION}\n---\n\nText.\n`, FILE);
    expect(frontMatter.title).toBe('Example page');
  });
});

describe('an article', () => {
  it('needs its updated day, which link previews show as its date', async () => {
    await expect(problemsWith(withField('type: article'))).resolves.toBe(
      // At the front matter, as any missing field.
      `${FILE}:2: updated: missing, but required for an article: write the day it last changed, as YYYY-MM-DD`,
    );
    await expect(parseMarkdownFile(withField('type: article\nupdated: 2026-11-20'), FILE)).resolves.toBeDefined();
  });
});
