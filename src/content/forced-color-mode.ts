import { ContentError } from './content-error';
import type { FrontMatter, WrittenFrontMatter } from './front-matter';
import { warnOnce } from './warn-once';
import type { LocatedYaml } from './yaml-data';

/**
 * A page may force light or dark. `colorMode: system` would force what the
 * visitor has anyway, so it is refused with a warning at its line, and the
 * page is built as if the field were not there.
 */
export const refuseForcedSystem = ({ data, lineOf }: LocatedYaml<WrittenFrontMatter>, file: string): FrontMatter => {
  const { colorMode, ...rest } = data;
  if (colorMode !== 'system') return { ...rest, ...(colorMode && { colorMode }) };
  const reason =
    "colorMode: system forces nothing, the visitor's own colour mode applies; write light or dark to force one, or remove the line";
  warnOnce(`Warning: ${new ContentError(file, lineOf(['colorMode']), reason).message}`);
  return rest;
};
