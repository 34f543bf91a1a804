import { readFileSync } from 'node:fs';

import { ContentError } from '../../content/content-error';
import { withoutSoftHyphens } from '../../lib/without-soft-hyphens';

type PageHead = { file: string; frontMatter: { title: string; description: string } };

const FIELDS = ['title', 'description'] as const;

/** The line of a front matter field in its file, where the editor changes it; none if the file has gone since. */
const lineOfField = (file: string, field: string): number | undefined => {
  try {
    const line = readFileSync(file, 'utf8')
      .split(/\r?\n/)
      .findIndex((text) => text.startsWith(`${field}:`));
    return line === -1 ? undefined : line + 1;
  } catch {
    return undefined;
  }
};

/** As search results compare them: soft hyphens, spacing and letter case aside. */
const comparable = (text: string) => withoutSoftHyphens(text).replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * Pages that share a title or a description: search engines flag them, and
 * a visitor choosing among results could not tell the two pages apart. Each
 * later file is named with the first that has the same text.
 */
export const alikePageHeads = (pages: readonly PageHead[]): ContentError[] =>
  FIELDS.flatMap((field) => {
    const firstWith = new Map<string, string>();
    return [...pages]
      .sort((a, b) => a.file.localeCompare(b.file))
      .flatMap((page) => {
        const text = comparable(page.frontMatter[field]);
        const earlier = firstWith.get(text);
        if (earlier === undefined) {
          firstWith.set(text, page.file);
          return [];
        }
        const reason = `${field}: the same as the ${field} of ${earlier}; give each page its own, or search results show two pages alike`;
        return [new ContentError(page.file, lineOfField(page.file, field), reason)];
      });
  });
