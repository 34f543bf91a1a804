import { LineCounter, parseDocument } from 'yaml';
import type { z } from 'zod';

import { ContentError } from './content-error';

type ParseYamlOptions<T> = {
  file: string;
  source: string;
  schema: z.ZodType<T>;
  /** Line in the file where `source` starts (front matter starts after `---`). */
  firstLine?: number;
};

/** Parses YAML and validates it; an error names the file and the line of the offending key. */
export const parseYamlData = <T>({ file, source, schema, firstLine = 1 }: ParseYamlOptions<T>): T => {
  const lineCounter = new LineCounter();
  const doc = parseDocument(source, { lineCounter, prettyErrors: false });
  const lineAt = (offset: number) => lineCounter.linePos(offset).line + firstLine - 1;

  const [syntaxError] = doc.errors;
  if (syntaxError) {
    throw new ContentError(file, lineAt(syntaxError.pos[0]), `invalid YAML: ${syntaxError.message.split('\n')[0]}`);
  }

  const result = schema.safeParse(doc.toJS());
  if (result.success) return result.data;

  const [issue] = result.error.issues;
  if (!issue) throw new ContentError(file, firstLine, 'invalid data');
  // An unknown key is reported where it is written, not at the mapping that holds it.
  const [unknownKey] = issue.code === 'unrecognized_keys' ? issue.keys : [];
  const path = unknownKey === undefined ? issue.path : [...issue.path, unknownKey];
  // Point at the deepest node that exists: a missing key is reported at its parent.
  let line = firstLine;
  for (let depth = path.length; depth >= 0; depth--) {
    const node = doc.getIn(path.slice(0, depth) as unknown[], true) as { range?: [number, number, number] } | undefined;
    if (node?.range) {
      line = lineAt(node.range[0]);
      break;
    }
  }
  const field = path.map(String).join('.') || '(document)';
  const missing = issue.code === 'invalid_type' && issue.path.length > 0 && !doc.hasIn(issue.path as unknown[]);
  const reason = unknownKey !== undefined ? 'unknown field' : missing ? 'missing, but required' : issue.message;
  throw new ContentError(file, line, `${field}: ${reason}`);
};
