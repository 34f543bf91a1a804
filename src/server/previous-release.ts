import path from 'node:path';

/** The environment variable naming the public folder of the release before this one. */
export const PREVIOUS_PUBLIC_DIR_ENV = 'PREVIOUS_PUBLIC_DIR';

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
    throw new Error(
      `${PREVIOUS_PUBLIC_DIR_ENV} must be an absolute path such as /srv/example-software/previous/dist/public, not "${value}".`,
    );
  return value;
};
