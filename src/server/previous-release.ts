import 'server-only';

import path from 'node:path';

import { type ListedFile, listFiles } from './list-files';
import { EnvironmentError } from './environment-error';

/** The environment variable naming the public folder of the release before this one. */
const PREVIOUS_PUBLIC_DIR_ENV = 'PREVIOUS_PUBLIC_DIR';

/**
 * PREVIOUS_PUBLIC_DIR from the environment: the `dist/public` of the release
 * deployed before this one, whose `/assets/` still answer pages opened before
 * the deploy. Unset means none; a relative path stops the server, since it
 * would depend on the folder the service happens to start in.
 */
export const readPreviousPublicDir = (env: Record<string, string | undefined>): string | undefined => {
  const value = env[PREVIOUS_PUBLIC_DIR_ENV]?.trim();
  if (!value) return undefined;
  if (!path.isAbsolute(value))
    throw new EnvironmentError(
      `${PREVIOUS_PUBLIC_DIR_ENV} must be an absolute path such as /srv/example-software/previous/dist/public, not "${value}".`,
    );
  return value;
};

/**
 * Says that the previous release cannot be read, and goes on without it:
 * an old release must never keep the new one from serving.
 */
export const warnPreviousUnreadable = (previousPublicDir: string, error: unknown) =>
  console.warn(
    `Warning: ${PREVIOUS_PUBLIC_DIR_ENV}=${previousPublicDir} cannot be read (${(error as NodeJS.ErrnoException).code ?? error}); ` +
      'pages opened before the last deploy reload when they need code of their own build.',
  );

/**
 * The hashed files of the previous release's `/assets/`, which pages opened
 * before a deploy still load on demand (the menu, the cookie banner). Its
 * pages and other files are not this release's and are never answered.
 * Undefined when the folder is not there: no error, as the first release has
 * no previous one, but the start line says so, as a mistyped path would too.
 */
export const listPreviousAssets = async (previousPublicDir: string): Promise<ListedFile[] | undefined> => {
  try {
    return (await listFiles(path.join(previousPublicDir, 'assets'))).map(({ file, sitePath }) => ({
      file,
      sitePath: `/assets${sitePath}`,
    }));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    warnPreviousUnreadable(previousPublicDir, error);
    return [];
  }
};
