import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';

import { fileInside } from './file-inside';
import { PUBLIC_DIR } from './public-dir';
import { unlessMissing } from './unless-missing';

/** A file in public/ found for a site path: its own site path, and whether the letter case matched throughout. */
export type PublicFile = { sitePath: string; exact: boolean };

/** The folders and name of a site path inside `publicDir`, or undefined for one that reaches outside it. */
const segmentsIn = (publicDir: string, sitePath: string): string[] | undefined => {
  const file = fileInside(publicDir, sitePath);
  return file === undefined || file === publicDir ? undefined : path.relative(publicDir, file).split(path.sep);
};

/**
 * The file in public/ a site path names, its folders and name compared
 * ignoring letter case where no exact match exists. A case-insensitive disk
 * (macOS, Windows) would read /images/Team.png for team.png, and the server
 * would then answer 404, so the build compares names itself. Only folders
 * inside public/ (or `publicDir`) are listed.
 */
export const findPublicFile = async (sitePath: string, publicDir = PUBLIC_DIR): Promise<PublicFile | undefined> => {
  const segments = segmentsIn(publicDir, sitePath);
  if (!segments) return undefined;
  let dir = publicDir;
  let exact = true;
  const found: string[] = [];
  for (const segment of segments) {
    const names: string[] = await unlessMissing(readdir(dir), []);
    const name = names.includes(segment) ? segment : names.find((n) => n.toLowerCase() === segment.toLowerCase());
    if (name === undefined) return undefined;
    exact &&= name === segment;
    found.push(name);
    dir = path.join(dir, name);
  }
  // A folder is no file, whatever its letter case.
  if (!(await unlessMissing(stat(dir), undefined))?.isFile()) return undefined;
  return { sitePath: `/${found.join('/')}`, exact };
};

/** The body of the file behind a site path in public/; never anything outside it. */
export const readPublicFile = async (sitePath: string): Promise<Buffer | undefined> => {
  const file = fileInside(PUBLIC_DIR, sitePath);
  return file === undefined ? undefined : unlessMissing(readFile(file), undefined);
};
