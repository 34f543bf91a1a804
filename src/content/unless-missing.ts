/** Whether a file system error says only that the file is not there: no such file, or a file where a folder was expected. */
export const isMissingFile = (error: unknown): boolean => {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR';
};

/**
 * The promise's value, or `fallback` where the file or folder is not there.
 * Any other failure (no permission, a failing disk) is thrown: read as
 * "missing", it would turn into a wrong 404 or a wrong message.
 */
export const unlessMissing = <T, F>(read: Promise<T>, fallback: F): Promise<T | F> =>
  read.catch((error: unknown) => {
    if (isMissingFile(error)) return fallback;
    throw error;
  });
