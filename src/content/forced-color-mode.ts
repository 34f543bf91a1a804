import { ContentError } from './content-error';
import type { FrontMatter, WrittenFrontMatter } from './front-matter';
import { warnOnce } from './warn-once';

const COLOR_MODE_FIELD = /^colorMode\s*:/;

/**
 * A page may force light or dark. `colorMode: system` would force what the
 * visitor has anyway, so it is refused with a warning at its line, and the
 * page is built as if the field were not there.
 */
export const refuseForcedSystem = (
  frontMatter: WrittenFrontMatter,
  file: string,
  source: string,
  firstLine: number,
): FrontMatter => {
  const { colorMode, ...rest } = frontMatter;
  if (colorMode !== 'system') return { ...rest, ...(colorMode && { colorMode }) };
  const index = source.split('\n').findIndex((line) => COLOR_MODE_FIELD.test(line));
  const line = index < 0 ? firstLine : firstLine + index;
  const reason =
    "colorMode: system forces nothing, the visitor's own colour mode applies; write light or dark to force one, or remove the line";
  warnOnce(`Warning: ${new ContentError(file, line, reason).message}`);
  return rest;
};
