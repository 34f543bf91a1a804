import type { Root as HastRoot } from 'hast';

import { ContentError } from './content-error';
import { type FrontMatter, frontMatterSchema } from './front-matter';
import { markdownToHast } from './markdown-processor';
import { parseYamlData } from './yaml-data';

export type MarkdownFile = { frontMatter: FrontMatter; body: HastRoot };

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/;

/** Validates the front matter and turns the body into sanitised hast; errors name `file` and line. */
export const parseMarkdownFile = async (source: string, file: string): Promise<MarkdownFile> => {
  // Some Windows editors start UTF-8 files with a byte order mark; it is not content.
  const markdown = source.replace(/^\uFEFF/, '');
  const match = FRONT_MATTER.exec(markdown);
  if (!match) throw new ContentError(file, 1, 'missing front matter: start the file with ---, title and description, then ---');
  const frontMatter = parseYamlData({ file, source: match[1]!, schema: frontMatterSchema, firstLine: 2 });
  return { frontMatter, body: await markdownToHast(markdown, file) };
};
