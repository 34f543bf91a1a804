import type { z } from 'zod';

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

export class AppConfigError extends Error {
  override name = 'AppConfigError';
}

// A bad record key says only "Invalid key in record"; what is wrong with it is one level down.
const messageOf = (issue: z.core.$ZodIssue): string =>
  issue.code === 'invalid_key' ? issue.issues.map((inner) => inner.message).join('; ') : issue.message;

const describeIssues = (issues: readonly z.core.$ZodIssue[]): string =>
  issues.map((issue) => `  - ${formatIssuePath(issue.path) || '(root)'}: ${messageOf(issue)}`).join('\n');

export const validateAppConfig = (input: unknown): AppConfig => {
  const result = appConfigSchema.safeParse(input);
  if (!result.success) {
    throw new AppConfigError(`Invalid app configuration (src/config/app.config.ts):\n${describeIssues(result.error.issues)}`);
  }
  return result.data;
};
