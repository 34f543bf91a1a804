import { MAX_PATH_LENGTH, MAX_SEGMENT_LENGTH, MAX_SEGMENTS, type PathProblem } from '../lib/path-validity';
import { andList } from '../lib/word-lists';
import { meantName } from './meant-name';

const ONLY_ALLOWED_CHARACTERS = /^[a-z0-9-]+$/;

/** What is wrong with the dashes of a name of lowercase letters, digits and dashes, e.g. "has two dashes in a row and ends with a dash". */
const dashProblems = (name: string): string | undefined => {
  const problems = [
    name.startsWith('-') && 'starts with a dash',
    name.includes('--') && 'has two dashes in a row',
    name.endsWith('-') && name.length > 1 && 'ends with a dash',
  ].filter((problem) => problem !== false);
  if (!problems.length) return undefined;
  return andList(problems);
};

/**
 * Why the page path a content file's name gives breaks the path rules
 * (src/lib/path-validity.ts), in an editor's words and with the limit passed.
 */
export const pagePathProblemText = (pagePath: string, reason: PathProblem, segment = ''): string => {
  if (reason === 'path too long')
    return `file name gives a path of ${pagePath.length} characters; a page address has at most ${MAX_PATH_LENGTH}: shorten the names of the file or its folders`;
  if (reason === 'too many segments')
    return `file name gives the path "${pagePath}", of ${pagePath.split('/').length - 1} parts; a page address has at most ${MAX_SEGMENTS}: move the file into fewer folders`;
  if (reason === 'segment too long')
    return `"${segment}" is ${segment.length} characters long; a file or folder name may have at most ${MAX_SEGMENT_LENGTH}: shorten it`;
  const dashes = ONLY_ALLOWED_CHARACTERS.test(segment) ? dashProblems(segment) : undefined;
  const meant = segment.replace(/-+/g, '-').replace(/^-|-$/g, '');
  if (dashes && meant)
    return `"${segment}" ${dashes}, which no page address may: write one dash between words and none at either end, e.g. "${meant}"`;
  const rename = segment && meantName(segment);
  return `file name gives the path "${pagePath}", which is not a valid page path (lowercase letters, digits and dashes only)${rename ? `: rename "${segment}" to "${rename}"` : ''}`;
};
