/**
 * The shape every page path on this site has. Checked before a page renders
 * (server) and again in the browser to explain a 404, so it must stay pure.
 */
export const MAX_PATH_LENGTH = 256;
export const MAX_SEGMENTS = 8;
export const MAX_SEGMENT_LENGTH = 80;

/** One part of a page path: lowercase letters and digits, single dashes between them. */
export const PATH_SEGMENT = '[a-z0-9]+(?:-[a-z0-9]+)*';
const SEGMENT = new RegExp(`^${PATH_SEGMENT}$`);
/** Encoded separators, dots, NUL and backslash: never part of a real page path, nor of a file's. */
export const ENCODED_TRICK = /%(?:2f|5c|00|2e)/i;
const FILE_EXTENSION = /\.[a-z0-9]+$/i;

/** Whether a path (without query or hash) ends in a file extension (`/logo.svg`): a file, never a page. */
export const hasFileExtension = (path: string): boolean => FILE_EXTENSION.test(path);

export type PathProblem =
  | 'path too long'
  | 'path must start with "/"'
  | 'encoded separator or NUL'
  | 'backslash or NUL'
  | 'too many segments'
  | 'dot segment'
  | 'segment too long'
  | 'invalid segment';

/** `segment` is the part of the path a segment rule refused. */
type PathCheck = { valid: true; segments: string[] } | { valid: false; reason: PathProblem; segment?: string };

/** Checks a raw (still percent-encoded) URL pathname such as `/services/web-applications`. */
export const checkPagePath = (rawPathname: string): PathCheck => {
  if (rawPathname.length > MAX_PATH_LENGTH) return { valid: false, reason: 'path too long' };
  if (!rawPathname.startsWith('/')) return { valid: false, reason: 'path must start with "/"' };
  if (ENCODED_TRICK.test(rawPathname)) return { valid: false, reason: 'encoded separator or NUL' };
  if (rawPathname.includes('\\') || rawPathname.includes('\0')) return { valid: false, reason: 'backslash or NUL' };
  const trimmed = rawPathname === '/' ? '' : rawPathname.replace(/\/$/, '');
  const segments = trimmed.split('/').slice(1);
  if (segments.length > MAX_SEGMENTS) return { valid: false, reason: 'too many segments' };
  for (const segment of segments) {
    if (segment === '..' || segment === '.') return { valid: false, reason: 'dot segment' };
    if (segment.length > MAX_SEGMENT_LENGTH) return { valid: false, reason: 'segment too long', segment };
    if (!SEGMENT.test(segment)) return { valid: false, reason: 'invalid segment', segment };
  }
  return { valid: true, segments };
};
