import { existsSync, statSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';

export type ListedFile = {
  /** Absolute path on disk. */
  file: string;
  /** Where the site serves it: `/about/index.html`, with forward slashes. */
  sitePath: string;
};

/** Every file under `dir`, in all its folders; for `dist/public`, each with the path it is served at. */
export const listFiles = async (dir: string): Promise<ListedFile[]> =>
  (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return { file, sitePath: '/' + path.relative(dir, file).split(path.sep).join('/') };
    });

/** Whether `file` exists and is a file, not a folder. */
export const isFile = (file: string): boolean => existsSync(file) && statSync(file).isFile();
