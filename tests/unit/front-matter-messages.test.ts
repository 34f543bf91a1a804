import { describe, expect, it } from 'vitest';

import { parseMarkdownFile } from '../../src/content/markdown-file';

const FILE = 'private/content/example.md';
const DESCRIPTION = 'description: Custom software for mid-sized companies in Cologne.';

describe('front matter messages', () => {
  it('names a missing field as missing, at the front matter', async () => {
    await expect(parseMarkdownFile('---\ntitle: Example page\n---\n\nText.\n', FILE)).rejects.toThrow(
      `${FILE}:2: description: missing, but required`,
    );
  });

  it('names an unknown field on its own line', async () => {
    await expect(
      parseMarkdownFile(`---\ntitle: Example page\n${DESCRIPTION}\nsummary: Short\n---\n\nText.\n`, FILE),
    ).rejects.toThrow(`${FILE}:4: summary: unknown field`);
  });

  it('names the unknown field beside a missing one, as a misspelling of it often is', async () => {
    await expect(parseMarkdownFile(`---\ntitel: Example page\n${DESCRIPTION}\n---\n\nText.\n`, FILE)).rejects.toThrow(
      `${FILE}:2: title: missing, but required (line 2 has unknown field "titel")`,
    );
  });

  it('reads a file that starts with a byte order mark', async () => {
    const { frontMatter } = await parseMarkdownFile(`\uFEFF---\ntitle: Example page\n${DESCRIPTION}\n---\n\nText.\n`, FILE);
    expect(frontMatter.title).toBe('Example page');
  });
});
