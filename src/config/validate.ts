import { z } from 'zod';

import { ICON_NAME } from '../lib/icons';
import { nearestWord } from '../lib/nearest-word';
import { INSPECT, messageOnly } from '../lib/print-as-message';
import { ENV_FIELDS } from './app.config';
import { type AppConfig, appConfigSchema } from './schema';

/** Formats a zod issue path the way it is written in app.config.ts: `footer.smallLinks[2].to`. */
export const formatIssuePath = (path: readonly PropertyKey[]): string =>
  path.reduce<string>((out, key) => {
    if (typeof key === 'number') return `${out}[${key}]`;
    const name = String(key);
    const plain = /^[A-Za-z_$][\w$]*$/.test(name);
    if (!plain) return `${out}[${JSON.stringify(name)}]`;
    return out ? `${out}.${name}` : name;
  }, '');

/** Where the app config is written, for messages that send someone there. */
export const APP_CONFIG_FILE = 'src/config/app.config.ts';

export class AppConfigError extends Error {
  override name = 'AppConfigError';
  /** How many problems the message lists: a build's list of problems counts each. */
  declare readonly problemCount: number;

  constructor(message: string, problemCount: number) {
    super(message);
    // Not an own enumerable field, which Node would print after the message.
    Object.defineProperty(this, 'problemCount', { value: problemCount });
  }

  [INSPECT]() {
    return messageOnly(this);
  }
}

const withArticle = (type: string) => `${/^[aeiou]/.test(type) ? 'an' : 'a'} ${type}`;

/** `"3600000"` where a number belongs: "must be a number, not text (write it without quotes)". */
const typeMessage = (issue: z.core.$ZodRawIssue<z.core.$ZodIssueInvalidType>) => {
  const { input, expected } = issue;
  const found =
    input === null ? 'null' : Array.isArray(input) ? 'a list' : typeof input === 'string' ? 'text' : withArticle(typeof input);
  const unquote = typeof input === 'string' && expected !== 'string' ? ' (write it without quotes)' : '';
  return `must be ${expected === 'array' ? 'a list' : withArticle(expected)}, not ${found}${unquote}`;
};

/**
 * Every object in the schema is strict, so a misspelt key is refused instead of dropped with its value.
 * A key left out is said as content files say it, not as zod's "expected string, received undefined".
 */
const configErrorMap: z.core.$ZodErrorMap = (issue) => {
  if (issue.code === 'invalid_type') return issue.input === undefined ? 'missing, but required' : typeMessage(issue);
  if (issue.code !== 'unrecognized_keys' || !(issue.inst instanceof z.ZodObject)) return undefined;
  const known = Object.keys(issue.inst.shape);
  return issue.keys
    .map((key) => {
      const meant = nearestWord(key, known);
      return `unknown key "${key}"${meant ? `: did you mean "${meant}"?` : ''}`;
    })
    .join('; ');
};

// A bad record key says only "Invalid key in record"; what is wrong with it is one level down.
const messageOf = (issue: z.core.$ZodIssue): string =>
  issue.code === 'invalid_key' ? issue.issues.map((inner) => inner.message).join('; ') : issue.message;

/** A wrong value in the app config, by the key it is written under. */
export type AppConfigProblem = { path: readonly PropertyKey[]; message: string };

/** The environment variable a field is read from, if it is read from one. */
const envVariableAt = (path: readonly PropertyKey[]) =>
  Object.entries(ENV_FIELDS).find(([, field]) => field.every((key, index) => path[index] === key))?.[0];

/** `static.example.com` for `https://static.example.com`: a host written without its scheme. */
const isBareHost = (value: string) =>
  /^[a-z\d]/i.test(value) &&
  !/^[a-z][a-z\d+.-]*:/i.test(value) &&
  URL.canParse(`https://${value}`) &&
  new URL(`https://${value}`).hostname.includes('.');

/** `https://www.example.com` for `www.example.com/`: a lone slash after the host is dropped, as the site URL takes none. */
const withScheme = (host: string) => `https://${host.replace(/^([^/]+)\/$/, '$1')}`;

/**
 * The schema's message, or, for a field that takes a URL (its message says
 * so), how to write an address whose scheme is missing. Other fields keep
 * theirs: "3600000" or "billing.example.com" parse as hosts too.
 */
const messageFor = (issue: z.core.$ZodIssue, value: unknown): string => {
  const message = messageOf(issue);
  const takesUrl = message.includes('URL');
  return takesUrl && typeof value === 'string' && isBareHost(value) ? `is not a URL; write it as ${withScheme(value)}` : message;
};

/** A bad value from the environment, by the variable it is set in: app.config.ts only passes it on. */
const envProblem = (variable: string, issue: z.core.$ZodIssue): AppConfigProblem => {
  const message = messageFor(issue, issue.input);
  return { path: [variable], message: `"${String(issue.input)}" ${message}` };
};

const problemOf = (issue: z.core.$ZodIssue): AppConfigProblem => {
  const variable = envVariableAt(issue.path);
  return variable ? envProblem(variable, issue) : { path: issue.path, message: messageFor(issue, issue.input) };
};

/** A problem reported by the environment variable it came from. */
const fromEnvironment = ({ path }: AppConfigProblem) => path.length === 1 && Object.hasOwn(ENV_FIELDS, path[0]!);

/** One error for all problems, each on its own line, whether the schema or a later check found them. */
export const appConfigError = (problems: readonly AppConfigProblem[]): AppConfigError =>
  new AppConfigError(
    `Invalid app configuration (${APP_CONFIG_FILE}${problems.some(fromEnvironment) ? ' and the environment' : ''}):\n${problems
      .map(({ path, message }) => `  - ${formatIssuePath(path) || '(root)'}: ${message}`)
      .join('\n')}`,
    problems.length,
  );

/**
 * Checks that need the server's own data. The build's Vite plugins validate
 * the config in plain Node, where server-only modules such as the icon sets
 * cannot load, so src/config/index.ts brings them.
 */
type ServerChecks = {
  /** Why an icon name is no icon the site ships; undefined for one it ships. */
  unknownIcon?: (name: string) => string | undefined;
};

/**
 * The socials' icons are the config's only icon names. Read from the input as written, so that a
 * misspelt icon is named in the same list as the schema's problems, not only once they are fixed.
 */
const iconProblems = (input: unknown, unknownIcon: (name: string) => string | undefined): AppConfigProblem[] => {
  const socials: unknown = (input as { socials?: unknown } | null)?.socials;
  if (!Array.isArray(socials)) return [];
  return socials.flatMap((social: unknown, index) => {
    const icon: unknown = (social as { icon?: unknown } | null)?.icon;
    const message = typeof icon === 'string' && ICON_NAME.test(icon) ? unknownIcon(icon) : undefined;
    return message ? [{ path: ['socials', index, 'icon'], message }] : [];
  });
};

export const validateAppConfig = (input: unknown, { unknownIcon }: ServerChecks = {}): AppConfig => {
  // The input of each issue is kept for the value a message from the environment quotes.
  const result = appConfigSchema.safeParse(input, { error: configErrorMap, reportInput: true });
  const problems = [
    ...(result.success ? [] : result.error.issues.map(problemOf)),
    ...(unknownIcon ? iconProblems(input, unknownIcon) : []),
  ];
  if (problems.length || !result.success) throw appConfigError(problems);
  return result.data;
};
