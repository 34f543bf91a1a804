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

/**
 * Replaces every `{{key}}` in `text`, whose first line is line `firstLine`
 * of `file`, so an unknown key is reported with its own line.
 */
export const fillPlaceholders = (text: string, values: PlaceholderValues, file: string, firstLine = 1): string =>
  text
    .split('\n')
    .map((line, index) =>
      line.replace(PLACEHOLDER, (_, key: string) => {
        const value = values[key];
        if (value === undefined)
          throw new ContentError(file, firstLine + index, unknownPlaceholderText(key, Object.keys(values)));
        return value;
      }),
    )
    .join('\n');
