import type { ErrorCode } from 'yaml';

type SyntaxProblem = {
  code: ErrorCode;
  message: string;
  /** The YAML text, line by line, and the index of the line the parser stopped at. */
  lines: readonly string[];
  index: number;
  /** The line number an editor sees for a line index (front matter starts on line 2). */
  lineNumber: (index: number) => number;
};

/** `title: value`, or `- question: value` in a list; the value without a trailing comment. */
const FIELD = /^(\s*(?:-\s+)?)([\w-]+):(?:[ \t]+(.*?))?(?:[ \t]+#.*)?$/;

const fieldAt = (line = '') => {
  const [, lead = '', key, value = ''] = FIELD.exec(line.replace(/\r$/, '')) ?? [];
  return key === undefined ? undefined : { key, value, column: lead.length };
};

const indentOf = (line: string) => /^ */.exec(line)![0].length;

/** The value in quotes that keep it as written: double ones unless it holds " or \. */
export const quoted = (raw: string): string => {
  const outer = raw[0];
  const value = raw.length > 1 && (outer === '"' || outer === "'") && raw.endsWith(outer) ? raw.slice(1, -1) : raw;
  if (!/["\\]/.test(value)) return `"${value}"`;
  if (!value.includes("'")) return `'${value}'`;
  return `"${value.replace(/["\\]/g, '\\$&')}"`;
};

/** Characters a plain YAML value cannot start with; an editor means them as text. */
const RESERVED_START = /^(?:["'[\]{}*&!|>%@`]|- )/;
/** The parser's complaints about how a value starts. */
const VALUE_START_CODES: readonly ErrorCode[] = ['BAD_ALIAS', 'BAD_SCALAR_START', 'UNEXPECTED_TOKEN'];

/** Names the next line when it is indented further than the field on this one, which YAML then cannot read. */
const indentedBelow = ({ lines, index, lineNumber }: SyntaxProblem, column: number): string | undefined => {
  const next = lines.findIndex((line, i) => i > index && line.trim() !== '');
  if (next === -1 || indentOf(lines[next]!) <= column) return undefined;
  return `line ${lineNumber(next)} is indented further than the line above; line them up`;
};

/** The line the unclosed quote opens on: the nearest field above whose value starts with it but does not end with it. */
const openingQuote = ({ lines, index, lineNumber }: SyntaxProblem, quote: string): string | undefined => {
  for (let i = index; i >= 0; i--) {
    const value = fieldAt(lines[i])?.value ?? '';
    if (value.startsWith(quote) && (value.length === 1 || !value.endsWith(quote))) {
      return `the quote opened on line ${lineNumber(i)} is not closed`;
    }
  }
  return undefined;
};

/**
 * The field above whose value opens a [ or { that no line closes: YAML reads on to find its end and fails
 * on a later line, which is not where the mistake is.
 */
const unclosedFlow = ({ lines, index, lineNumber }: SyntaxProblem, open: '[' | '{'): string | undefined => {
  const close = open === '[' ? ']' : '}';
  for (let i = index; i >= 0; i--) {
    const field = fieldAt(lines[i]);
    if (field?.value.startsWith(open) && !field.value.includes(close))
      return `the ${open} on line ${lineNumber(i)} is not closed; if it is part of the text, write the value in quotes: ${field.key}: ${quoted(field.value)}`;
  }
  return undefined;
};

/** A line that is not `name: value`: a missing space after the colon, or text that continues the line above. */
const lineWithoutField = ({ lines, index }: SyntaxProblem): string | undefined => {
  const line = lines[index] ?? '';
  const noSpace = /^\s*(?:-\s+)?([\w-]+):(\S.*?)\r?$/.exec(line);
  if (noSpace) return `put a space after the colon: ${noSpace[1]}: ${noSpace[2]}`;
  return line.includes(':') ? undefined : 'indent the line if it continues the text above';
};

/**
 * A short, plain fix for the YAML mistakes editors make most, or undefined
 * when the parser's message does not point to one cause.
 */
export const yamlSyntaxHint = (problem: SyntaxProblem): string | undefined => {
  const { code, message, lines, index } = problem;
  const field = fieldAt(lines[index]);
  const inList = lines.slice(0, index).some((line) => /^\s*- /.test(line));
  const newItem = inList ? ', or start a new list item with "- "' : '';
  const fix = field && quoted(field.value);
  if (field && VALUE_START_CODES.includes(code) && RESERVED_START.test(field.value) && fix !== field.value) {
    const start = field.value.startsWith('- ') ? '-' : field.value[0];
    const needs =
      start === '"' || start === "'" ? 'write the whole value in quotes' : `a value that starts with ${start} needs quotes`;
    return `${needs}: ${field.key}: ${fix}`;
  }
  switch (code) {
    case 'BLOCK_AS_IMPLICIT_KEY':
      if (field?.value.endsWith(':')) return `a value ending in ":" needs quotes: ${field.key}: ${fix}`;
      if (field?.value.includes(': ')) return `a value with ": " in it needs quotes: ${field.key}: ${fix}`;
      return field && indentedBelow(problem, field.column);
    case 'TAB_AS_INDENT':
      return 'indent with spaces, not tabs';
    case 'MISSING_CHAR':
      if (message.startsWith('Missing closing')) return openingQuote(problem, message.includes("'") ? "'" : '"');
      if (message.startsWith('Implicit map keys')) return lineWithoutField(problem);
      if (!message.startsWith('Sequence item without')) return undefined;
      return `line it up with the field above it${newItem}`;
    case 'BAD_INDENT':
      if (message.startsWith('Flow sequence') || message.startsWith('Flow map'))
        return unclosedFlow(problem, message.startsWith('Flow sequence') ? '[' : '{');
      return `line it up with the field above it${newItem}`;
    case 'DUPLICATE_KEY':
      return field && `${field.key} is written twice; keep one${newItem}`;
    case 'MULTILINE_IMPLICIT_KEY':
      return lineWithoutField(problem);
    default:
      return undefined;
  }
};
