import { z } from 'zod';

import { orList } from '../lib/word-lists';

const count = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

const DATE_FORMAT = 'write the date as YYYY-MM-DD, e.g. 2026-11-20';

const typeMessage = (expected: string, input: unknown, atTop: boolean, written: string | undefined): string | undefined => {
  if (expected === 'boolean') return 'write true or false';
  if (expected === 'number') return 'write a number, without quotes';
  if (expected === 'array') return 'write a list below it, each item on its own line starting with "- "';
  if (expected === 'object') return atTop ? 'write one field per line, as name: value' : 'write its fields below it, indented';
  if (expected !== 'string') return undefined;
  if (input === null || input === undefined) return 'write some text after the colon';
  // YAML reads 2026 or true as a number or a yes/no value; quotes keep them text, as written:
  // a postal code 01067 is read as 1067.
  if (typeof input === 'number' || typeof input === 'boolean')
    return `write it in quotes to keep it as text: "${written ?? String(input)}"`;
  return 'write text here';
};

/**
 * Says what zod found wrong in the words of someone editing a YAML file:
 * what to write, with the limit and the current length where there is one.
 * `written` is the value as the file has it. Messages set on a schema itself
 * still win.
 */
export const issueMessage = (issue: Parameters<z.core.$ZodErrorMap>[0], written?: string): string | undefined => {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.schema instanceof z.ZodISODate) return DATE_FORMAT;
      return typeMessage(issue.expected, issue.input, !issue.path?.length, written);
    case 'too_small':
    case 'too_big': {
      if (issue.origin === 'number') {
        const small = issue.code === 'too_small';
        const bound = String(small ? issue.minimum : issue.maximum);
        const limit =
          issue.inclusive === false ? `${small ? 'more' : 'less'} than ${bound}` : `at ${small ? 'least' : 'most'} ${bound}`;
        return `${String(issue.input)}, ${limit}`;
      }
      const unit = issue.origin === 'string' ? 'character' : issue.origin === 'array' ? 'item' : undefined;
      const { length } = issue.input as { length?: number };
      if (!unit || length === undefined) return undefined;
      const small = issue.code === 'too_small';
      const limit = Number(small ? issue.minimum : issue.maximum) + (issue.inclusive === false ? (small ? 1 : -1) : 0);
      // `.length(n)` reports too_small or too_big as well, marked exact.
      if (issue.exact) return `${count(length, unit)}, exactly ${limit}`;
      return `${count(length, unit)}, at ${small ? 'least' : 'most'} ${limit}`;
    }
    case 'invalid_value':
      return `write ${orList(issue.values.map(String))}`;
    case 'invalid_format':
      if (issue.format === 'date') {
        return /^\d{4}-\d\d-\d\d$/.test(String(issue.input)) ? `${String(issue.input)} is not a real date` : DATE_FORMAT;
      }
      if (issue.format === 'ends_with') return `end it with "${String(issue.suffix)}"`;
      if (issue.format === 'email') return 'write an email address, e.g. info@example.com';
      if (issue.format === 'url') return 'write a full address starting with https://';
      return undefined;
    default:
      return undefined;
  }
};
