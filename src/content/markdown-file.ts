import type { Root as HastRoot } from 'hast';
import { parse } from 'yaml';

import { ContentError, fileProblemsError, problemsOf } from './content-error';
import { refuseForcedSystem } from './forced-color-mode';
import { type FrontMatter, frontMatterSchema } from './front-matter';
import { markdownToHast } from './markdown-processor';
import type { PlaceholderValues } from './placeholders';
import { parseLocatedYaml } from './yaml-data';

export type MarkdownFile = { frontMatter: FrontMatter; body: HastRoot };

/** Nothing a reader would see: no element and no text but spaces (comments for editors are dropped before). */
const isEmpty = (body: HastRoot) =>
  !body.children.some((child) => child.type === 'element' || (child.type === 'text' && child.value.trim() !== ''));

/** Between two lines of ---, which may end in spaces as remark-frontmatter reads them; empty is front matter too. */
const FRONT_MATTER = /^---[ \t]*\r?\n(?:([\s\S]*?)\r?\n)??---[ \t]*(?:\r?\n|$)/;
const OPENING_FENCE = /^---[ \t]*\r?\n/;

/**
 * Whether a file's front matter says `draft: true`, however wrong the rest
 * of it is: a draft's mistakes stop no build until it is published.
 */
export const saysDraft = (source: string): boolean => {
  const frontMatter = FRONT_MATTER.exec(source.replace(/^\uFEFF/, ''))?.[1];
  if (frontMatter === undefined) return false;
  try {
    const data: unknown = parse(frontMatter);
    return typeof data === 'object' && data !== null && (data as { draft?: unknown }).draft === true;
  } catch {
    return false;
  }
};

/**
 * Validates the front matter and turns the body into sanitised hast; errors name `file` and line.
 * `placeholders` fills `{{key}}` in both (the body's code aside).
 */
export const parseMarkdownFile = async (
  source: string,
  file: string,
  placeholders?: PlaceholderValues,
): Promise<MarkdownFile> => {
  // Some Windows editors start UTF-8 files with a byte order mark; it is not content.
  const markdown = source.replace(/^\uFEFF/, '');
  const match = FRONT_MATTER.exec(markdown);
  if (!match && OPENING_FENCE.test(markdown))
    throw new ContentError(file, 1, 'the front matter opened here is not closed: end it with a line of just ---');
  // Front matter counts only on the very first line: blank lines or spaces above it make it body text.
  const below = /^\s*\n(?=---[ \t]*\r?\n)/.exec(markdown);
  if (!match && below) {
    const lines = below[0].split('\n').length - 1;
    throw new ContentError(
      file,
      1,
      `the front matter must start on the first line: remove the ${lines === 1 ? 'empty line' : `${lines} empty lines`} above its ---`,
    );
  }
  if (!match) throw new ContentError(file, 1, 'missing front matter: start the file with ---, title and description, then ---');
  // Both halves are checked, so a build names a front matter and a body problem together.
  const [frontMatter, body] = await Promise.allSettled([
    Promise.resolve().then(() =>
      refuseForcedSystem(
        parseLocatedYaml({ file, source: match[1] ?? '', schema: frontMatterSchema, firstLine: 2, placeholders }),
        file,
      ),
    ),
    markdownToHast(markdown, file, placeholders),
  ]);
  if (frontMatter.status === 'fulfilled' && body.status === 'fulfilled') {
    // A published page with only its title would be an empty page in the sitemap; a draft may wait for its text.
    if (!frontMatter.value.draft && isEmpty(body.value))
      throw new ContentError(
        file,
        // The closing --- line: the page stops there.
        match[0].replace(/\r?\n$/, '').split('\n').length,
        'the page has no text below its front matter: write it, or set draft: true until it is written',
      );
    return { frontMatter: frontMatter.value, body: body.value };
  }
  // At least one half failed: one error lists the problems of both, top to bottom.
  const [first, ...more] = problemsOf([frontMatter, body], (reason) => reason instanceof ContentError);
  throw fileProblemsError([first!, ...more]);
};
