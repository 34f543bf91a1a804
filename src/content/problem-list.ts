/** What listing needs of a problem: one in a file says where. */
type Listed = Error & { file?: string; line?: number | undefined; column?: number | undefined };

/** Top to bottom, and left to right on one line; a problem of the whole file (no line) first. */
export const inFileOrder = (a: Listed, b: Listed) => (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0);

/**
 * The problems file by file, in the order the files first come, each file's
 * top to bottom. A problem of no file (the app config's) is a group of its own.
 */
export const groupByFile = <T extends Error>(problems: readonly T[]): T[][] => {
  const groups = new Map<unknown, T[]>();
  for (const problem of problems) {
    const key = (problem as Listed).file ?? problem;
    groups.set(key, [...(groups.get(key) ?? []), problem]);
  }
  return [...groups.values()].map((group) => group.sort(inFileOrder));
};

const indented = (problem: Error) => `  ${problem.message.replaceAll('\n', '\n  ')}`;

/** One error may list several problems (the app config's): each counts. */
const problemCount = (problem: Error) => (problem as { problemCount?: number }).problemCount ?? 1;

/**
 * "3 problems to fix:", then the problems file by file with an empty line
 * between files, so a long list can be worked through one file at a time.
 */
export const problemList = (problems: readonly Error[]): string =>
  `${problems.reduce((count, problem) => count + problemCount(problem), 0)} problems to fix:\n${groupByFile(problems)
    .map((group) => group.map(indented).join('\n'))
    .join('\n\n')}`;
