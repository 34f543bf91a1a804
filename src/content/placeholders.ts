import { ContentError } from './content-error';
import { nearestWord } from '../lib/nearest-word';

/** The company facts a text may quote, by key: `{{address.street}}` → "Musterstraße 1". */
export type PlaceholderValues = Readonly<Record<string, string>>;

/**
 * Where a text stands in its file: the text as written there (quotes, escapes
 * and indentation included) and the line and column it starts at. A problem
 * is placed by finding what it names in that source, since the parsed text
 * can differ from it (`\*` is `*`, a YAML block loses its indentation).
 */
type WrittenAt = { source: string; line: number; column: number };

/** `{{key}}` or `{{ key }}`. */
const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

/**
 * Braces left once every placeholder has matched: each of these is one that
 * went wrong, and a visitor would read it as written. In order: both pairs
 * there (a key that cannot be one, or `{ {name} }`), `{{phone}`, `{{phone`,
 * `{address.street}}` and `street}}`. A single `{` or `}` in prose is fine.
 */
const LEFTOVER = /\{[ \t]*\{[^{}\n]*\}[ \t]*\}|\{\{[^{}\n]*\}|\{\{[ \t]*[^\s{}\0]*|\{[^{}\n]*\}\}|[^\s{}\0]*\}\}/g;

const listOf = (known: readonly string[]) => known.map((k) => `{{${k}}}`).join(', ');

/** "unknown placeholder {{adress.street}}: did you mean {{address.street}}?", or the keys there are. */
const unknownPlaceholderText = (key: string, known: string[]) => {
  const meant = nearestWord(key, known);
  return `unknown placeholder {{${key}}}: ${meant ? `did you mean {{${meant}}}?` : `write one of ${listOf(known)}`}`;
};

/** A key without case and separators: `Address Street` and `vat-id` are `address.street` and `vatId`. */
const loose = (key: string) => key.toLowerCase().replace(/[^a-z0-9]/g, '');

/** What is wrong with braces that are no placeholder, and the form that is one. */
const leftoverText = (written: string, known: string[]) => {
  const opens = /^\{[ \t]*\{/.test(written);
  const closes = /\}[ \t]*\}$/.test(written);
  const spaced = /^\{[ \t]+\{|\}[ \t]+\}$/.test(written);
  const inner = written.replace(/^[{ \t]+/, '').replace(/[} \t]+$/, '');
  const meant = known.includes(inner) ? inner : (known.find((key) => loose(key) === loose(inner)) ?? nearestWord(inner, known));
  let what: string;
  if (spaced) what = `"${written}" has a space between its braces`;
  else if (opens && closes)
    what = inner
      ? `"${written}" is no key: a key has only letters, digits and dots, no spaces or dashes`
      : `"${written}" has no key between its braces`;
  else if (opens) what = `"${written}" is missing a closing "}}"`;
  else what = `"${written}" is missing an opening "{{"`;
  let fix = '';
  if (meant) fix = meant === inner ? `; write {{${meant}}}` : `; did you mean {{${meant}}}?`;
  // A key close to none: the list, as for an unknown key.
  else if (opens && closes && !spaced) fix = `; write one of ${listOf(known)}`;
  return `write a placeholder as {{key}}: ${what}${fix}`;
};

const throwIt = (problem: ContentError): never => {
  throw problem;
};

/** Line and column, from 1, of `index` in `text` whose first character is at `line`:`column`. */
const placeAt = (text: string, index: number, line: number, column: number) => {
  const before = text.slice(0, index);
  const lastBreak = before.lastIndexOf('\n');
  const breaks = before.split('\n').length - 1;
  return { line: line + breaks, column: lastBreak < 0 ? column + index : index - lastBreak };
};

/** Where the `nth` (from 0) `written` is in `text`, or -1. */
const nthIndexOf = (text: string, written: string, nth: number) => {
  let index = -1;
  for (let i = 0; i <= nth; i++) {
    index = text.indexOf(written, index + 1);
    if (index < 0) return -1;
  }
  return index;
};

/** How many times `written` starts before `index` in `text`: which one of them is meant. */
const countBefore = (text: string, written: string, index: number) => {
  let count = 0;
  for (let at = text.indexOf(written); at >= 0 && at < index; at = text.indexOf(written, at + 1)) count++;
  return count;
};

/**
 * Replaces every `{{key}}` in `text` and reports each one that cannot be
 * filled: an unknown key, and any `{{` or `}}` left over (`{{phone}`,
 * `{{vat-id}}`), each at its line and column. `at` is where the text is in
 * `file`: a line number for text copied as it is, or its source there.
 * `report` throws by default; what it returns from stays as written.
 */
export const fillPlaceholders = (
  text: string,
  values: PlaceholderValues,
  file: string,
  at: number | WrittenAt = 1,
  report: (problem: ContentError) => void = throwIt,
): string => {
  const known = Object.keys(values);
  const found: { index: number; written: string; reason: string }[] = [];
  let lineStart = 0;
  const filled = text
    .split('\n')
    .map((line) => {
      const start = lineStart;
      lineStart += line.length + 1;
      const result = line.replace(PLACEHOLDER, (written, key: string, index: number) => {
        const value = values[key];
        if (value !== undefined) return value;
        found.push({ index: start + index, written, reason: unknownPlaceholderText(key, known) });
        return written;
      });
      // Searched with every placeholder blanked out, so their braces do not count as left over.
      const rest = line.replace(PLACEHOLDER, (written) => '\0'.repeat(written.length));
      for (const match of rest.matchAll(LEFTOVER)) {
        const written = line.slice(match.index, match.index + match[0].length);
        found.push({ index: start + match.index, written, reason: leftoverText(written, known) });
      }
      return result;
    })
    .join('\n');

  for (const { index, written, reason } of found.sort((a, b) => a.index - b.index)) {
    const place =
      typeof at === 'number'
        ? placeAt(text, index, at, 1)
        : (() => {
            const inSource = nthIndexOf(at.source, written, countBefore(text, written, index));
            return inSource < 0 ? { line: at.line, column: at.column } : placeAt(at.source, inSource, at.line, at.column);
          })();
    report(new ContentError(file, place.line, reason, place.column));
  }
  return filled;
};
