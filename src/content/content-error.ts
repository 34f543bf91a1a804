/** A problem in a file under private/, reported as `file:line: message` like a compiler would. */
export class ContentError extends Error {
  override name = 'ContentError';

  constructor(
    readonly file: string,
    readonly line: number | undefined,
    readonly reason: string,
  ) {
    super(`${file}${line ? `:${line}` : ''}: ${reason}`);
  }
}

/** Several problems found in one pass, so one build shows an editor everything there is to fix. */
export class ContentErrors extends Error {
  override name = 'ContentErrors';
  declare readonly problems: readonly Error[];

  constructor(problems: readonly Error[]) {
    const list = problems.map((problem) => `  ${problem.message.replaceAll('\n', '\n  ')}`).join('\n');
    super(`${problems.length} problems to fix:\n${list}`);
    // Not an own enumerable field: Node prints those after the message, which already lists them.
    Object.defineProperty(this, 'problems', { value: problems });
  }
}

const problemsIn = (error: Error): readonly Error[] => (error instanceof ContentErrors ? error.problems : [error]);

/**
 * Throws nothing for no problems, the problem itself for one, and all of them
 * together for several; one error reached by two reads is listed once.
 */
export const throwProblems = (problems: readonly Error[]): void => {
  const all = [...new Set(problems.flatMap(problemsIn))];
  if (all.length === 1) throw all[0];
  if (all.length > 1) throw new ContentErrors(all);
};

const isContentProblem = (reason: unknown) => reason instanceof ContentError || reason instanceof ContentErrors;

/**
 * Like Promise.all, but waits for every file: their problems are thrown
 * together. Anything else that failed (a disk error, a bug) is thrown as it is.
 */
export const readAll = async <T>(reads: readonly Promise<T>[]): Promise<T[]> => {
  const results = await Promise.allSettled(reads);
  const failures = results.flatMap((result) => (result.status === 'rejected' ? [result.reason as unknown] : []));
  const unexpected = failures.find((reason) => !isContentProblem(reason));
  if (unexpected !== undefined) throw unexpected;
  throwProblems(failures as Error[]);
  return results.map((result) => (result as PromiseFulfilledResult<T>).value);
};
