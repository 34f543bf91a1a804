import { ContentError } from './content-error';
import { nearestWord } from '../lib/nearest-word';

/** The company facts a text may quote, by key: `{{address.street}}` → "Musterstraße 1". */
export type PlaceholderValues = Readonly<Record<string, string>>;

/** `{{key}}` or `{{ key }}`. */
const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

/** "unknown placeholder {{adress.street}}: did you mean {{address.street}}?", or the keys there are. */
const unknownPlaceholderText = (key: string, known: string[]) => {
  const meant = nearestWord(key, known);
  return `unknown placeholder {{${key}}}: ${meant ? `did you mean {{${meant}}}?` : `write one of ${known.map((k) => `{{${k}}}`).join(', ')}`}`;
};

const throwIt = (problem: ContentError): never => {
  throw problem;
};

/**
 * Replaces every `{{key}}` in `text`, whose first line is line `firstLine`
 * of `file`, so an unknown key is reported with its own line. Each unknown
 * one goes to `report`, which by default throws; one it returns from stays as written.
 */
export const fillPlaceholders = (
  text: string,
  values: PlaceholderValues,
  file: string,
  firstLine = 1,
  report: (problem: ContentError) => void = throwIt,
): string =>
  text
    .split('\n')
    .map((line, index) =>
      line.replace(PLACEHOLDER, (written, key: string) => {
        const value = values[key];
        if (value !== undefined) return value;
        report(new ContentError(file, firstLine + index, unknownPlaceholderText(key, Object.keys(values))));
        return written;
      }),
    )
    .join('\n');
