import { type Document, type ErrorCode, isAlias, isScalar, LineCounter, parseDocument, visit } from 'yaml';
import type { z } from 'zod';

import { nearestWord } from '../lib/nearest-word';
import { ContentError, throwFileProblems } from './content-error';
import { issueMessage } from './issue-messages';
import { fillPlaceholders, type PlaceholderValues } from './placeholders';
import { fieldsAt } from './schema-keys';
import { cutValueMessage, valuesCutByComments } from './yaml-comment-cuts';
import { yamlSyntaxHint } from './yaml-syntax-hints';

type ParseYamlOptions<T> = {
  file: string;
  source: string;
  schema: z.ZodType<T>;
  /** Line in the file where `source` starts (front matter starts after `---`). */
  firstLine?: number;
  /** What `{{key}}` stands for in the values (see placeholders.ts); without them braces stay as written. */
  placeholders?: PlaceholderValues;
};

type FieldPath = readonly PropertyKey[];

/** Validated data, and the line each value is written on, for checks that run after parsing. */
export type LocatedYaml<T> = { data: T; lineOf: (path: FieldPath) => number };

/** `items.6.question` as an editor counts list items, from 1: `items[7].question`. */
const fieldName = (path: FieldPath): string =>
  path.map((key, depth) => (typeof key === 'number' ? `[${key + 1}]` : `${depth ? '.' : ''}${String(key)}`)).join('') ||
  '(document)';

const isSamePath = (a: FieldPath, b: FieldPath) => a.length === b.length && a.every((key, i) => key === b[i]);

type YamlProblem = { code: ErrorCode; message: string; offset: number };

/** The parser's first error, or an alias to no anchor: `title: *New*` is meant as text, but YAML reads `*` as a reference. */
const firstSyntaxError = (doc: Document): YamlProblem | undefined => {
  const [error] = doc.errors;
  if (error) return { code: error.code, message: error.message.split('\n')[0]!, offset: error.pos[0] };
  let unresolved: YamlProblem | undefined;
  visit(doc, (_, node) => {
    if (!isAlias(node) || node.resolve(doc) || !node.range) return undefined;
    unresolved = { code: 'BAD_ALIAS', message: `Unresolved alias *${node.source}`, offset: node.range[0] };
    return visit.BREAK;
  });
  return unresolved;
};

/** Parses YAML and validates it, keeping the line of every value; an error names the file and the line. */
export const parseLocatedYaml = <T>({
  file,
  source,
  schema,
  firstLine = 1,
  placeholders,
}: ParseYamlOptions<T>): LocatedYaml<T> => {
  const lineCounter = new LineCounter();
  const doc = parseDocument(source, { lineCounter, prettyErrors: false });
  const lineAt = (offset: number) => lineCounter.linePos(offset).line + firstLine - 1;
  // Points at the deepest node that exists: a missing key is reported at its parent.
  const lineOf = (path: FieldPath) => {
    for (let depth = path.length; depth >= 0; depth--) {
      const node = doc.getIn(path.slice(0, depth), true) as { range?: [number, number, number] } | undefined;
      if (node?.range) return lineAt(node.range[0]);
    }
    return firstLine;
  };

  // A file YAML cannot read has no values to check: its first syntax error is its one problem.
  const syntaxError = firstSyntaxError(doc);
  if (syntaxError) {
    const { code, message, offset } = syntaxError;
    const index = lineCounter.linePos(offset).line - 1;
    const hint = yamlSyntaxHint({ code, message, lines: source.split('\n'), index, lineNumber: (i) => i + firstLine });
    throw new ContentError(file, index + firstLine, `invalid YAML: ${message}${hint ? `; ${hint}` : ''}`);
  }

  // In the parsed values, not the text: a company fact with a colon or a quote cannot break the YAML around it.
  const placeholderProblems: ContentError[] = [];
  if (placeholders) {
    visit(doc, {
      Scalar: (_, node) => {
        if (typeof node.value !== 'string' || !node.range) return;
        const { line, col } = lineCounter.linePos(node.range[0]);
        const at = { source: source.slice(node.range[0], node.range[1]), line: line + firstLine - 1, column: col };
        node.value = fillPlaceholders(node.value, placeholders, file, at, (problem) => {
          placeholderProblems.push(problem);
        });
      },
    });
  }

  const valueProblems = [
    ...placeholderProblems,
    ...valuesCutByComments(doc, source).map((cut) => new ContentError(file, lineAt(cut.offset), cutValueMessage(cut))),
  ];
  const writtenAt = (path: FieldPath = []) => {
    const node = doc.getIn(path, true);
    return isScalar(node) ? node.source : undefined;
  };
  // An empty document (blank, or comments alone) has no fields yet: each required one is named as missing.
  const values: unknown = doc.contents === null ? {} : doc.toJS();
  const result = schema.safeParse(values, { error: (issue) => issueMessage(issue, writtenAt(issue.path)) });
  if (result.success) {
    throwFileProblems(valueProblems);
    return { data: result.data, lineOf };
  }

  // A value of the wrong type is that one problem: zod goes on to measure it (a list of 2 "is 2 items, at least 3").
  const wrongType = result.error.issues.filter((issue) => issue.code === 'invalid_type');
  const issues = result.error.issues.filter(
    (issue) => issue.code === 'invalid_type' || !wrongType.some((other) => isSamePath(other.path, issue.path)),
  );
  const problems: ContentError[] = [...valueProblems];
  const namedAsTypos = new Set<string>();
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') continue;
    const missing = issue.code === 'invalid_type' && issue.path.length > 0 && !doc.hasIn(issue.path);
    // A missing field beside an unknown one is most often a typo: `titel:` for `title:`. With several
    // unknown fields, the ones spelt like it; a lone unknown field is named whatever its spelling.
    const unknownBeside = missing
      ? issues.flatMap((other) =>
          other.code === 'unrecognized_keys' && isSamePath(other.path, issue.path.slice(0, -1))
            ? other.keys.map((key) => [...other.path, key])
            : [],
        )
      : [];
    const field = String(issue.path.at(-1));
    const speltAlike = unknownBeside.filter((path) => nearestWord(String(path.at(-1)), [field]) === field);
    const typos = (speltAlike.length || unknownBeside.length > 1 ? speltAlike : unknownBeside).filter(
      (path) => !namedAsTypos.has(fieldName(path)),
    );
    typos.forEach((path) => namedAsTypos.add(fieldName(path)));
    const note = typos.length
      ? ` (${typos.map((path) => `line ${lineOf(path)} has unknown field "${String(path.at(-1))}"`).join('; ')})`
      : '';
    problems.push(
      new ContentError(
        file,
        // Where the editor will fix it: the line of the misspelt field, where there is one.
        typos.length ? lineOf(typos[0]!) : lineOf(issue.path),
        `${fieldName(issue.path)}: ${missing ? 'missing, but required' : issue.message}${note}`,
      ),
    );
  }
  // An unknown key is reported where it is written, not at the mapping that holds it.
  for (const issue of issues) {
    if (issue.code !== 'unrecognized_keys') continue;
    for (const key of issue.keys) {
      const path = [...issue.path, key];
      if (namedAsTypos.has(fieldName(path))) continue;
      const fields = fieldsAt(schema, issue.path);
      const meant = nearestWord(key, fields);
      // Spelt like none of them: the ones there are, so the editor need not open the schema.
      const hint = meant ? `; did you mean ${meant}?` : fields.length ? `; the fields here are ${fields.join(', ')}` : '';
      problems.push(new ContentError(file, lineOf(path), `${fieldName(path)}: unknown field${hint}`));
    }
  }
  throwFileProblems(problems);
  // A failure without issues: never seen, but not a success either.
  throw new ContentError(file, firstLine, 'invalid data');
};

/** Parses YAML and validates it; an error names the file and the line of the offending key. */
export const parseYamlData = <T>(options: ParseYamlOptions<T>): T => parseLocatedYaml(options).data;
