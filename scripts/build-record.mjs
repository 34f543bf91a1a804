// dist/build.json marks a finished build. A build removes it before it writes
// anything and writes it as its very last step (src/vite/build-record.ts), so a
// dist/ without it holds what a build that stopped halfway left behind: the
// new server code beside the old serve-node.js, and only some of the pages.
import { readFileSync } from 'node:fs';
import path from 'node:path';

// BUILD_RECORD_FILE in src/vite/build-record.ts: plain Node cannot import TypeScript.
const BUILD_RECORD_FILE = 'build.json';

/** What to tell someone about to serve a dist/ without a finished build. */
export const unfinishedBuildMessage = (distDir = 'dist') =>
  `${distDir}/ holds an unfinished build (the last one stopped at a problem it named, or was interrupted), so there is nothing whole to serve: run \`npm run build\`, fix what it names, and start again`;

const isStringRecord = (value) =>
  typeof value === 'object' && value !== null && Object.values(value).every((entry) => typeof entry === 'string');

/** Whether a parsed build.json has the BuildRecord shape (src/vite/build-record.ts). */
const isBuildRecord = (value) =>
  typeof value === 'object' &&
  value !== null &&
  typeof value.id === 'string' &&
  typeof value.finishedAt === 'string' &&
  isStringRecord(value.env);

/**
 * The record of the finished build in `distDir`, or undefined when the last
 * build did not finish, or left a file that is not a record (cut short, edited).
 */
export const readBuildRecord = (distDir = 'dist') => {
  try {
    const record = JSON.parse(readFileSync(path.join(distDir, BUILD_RECORD_FILE), 'utf8'));
    return isBuildRecord(record) ? record : undefined;
  } catch {
    return undefined;
  }
};
