import path from 'node:path';

/**
 * The file a site path names inside a folder, or undefined when the path
 * would reach outside it (`/../package.json`) or holds a NUL byte.
 */
export const fileInside = (dir: string, sitePath: string): string | undefined => {
  const file = path.join(dir, sitePath);
  if (sitePath.includes('\0') || (file !== dir && !file.startsWith(dir + path.sep))) return undefined;
  return file;
};
