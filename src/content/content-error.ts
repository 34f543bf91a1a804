import { problemPlace } from '../lib/file-problem';
import { INSPECT, messageOnly } from '../lib/print-as-message';
import { groupByFile, inFileOrder, problemList } from './problem-list';

/** A problem in a file under private/, reported as `file:line:column: message` like a compiler would. */
export class ContentError extends Error {
  override name = 'ContentError';
  declare readonly file: string;
  declare readonly line: number | undefined;
  declare readonly reason: string;
  /** Where on the line, from 1, when the problem is one spot of it (a link, a directive). */
  declare readonly column: number | undefined;

  constructor(file: string, line: number | undefined, reason: string, column?: number) {
    super(`${problemPlace({ file, line, column })}: ${reason}`);
    // Not own enumerable fields, which Node prints after the message that already holds them.
    Object.defineProperties(this, {
      file: { value: file },
      line: { value: line },
      reason: { value: reason },
      column: { value: column },
    });
  }

  [INSPECT]() {
    return messageOnly(this);
  }
}

/**
 * Several problems in one file: a ContentError at the first of them, so it
 * goes wherever a file's problem goes, while the build, the page under
 * `npm run dev` and the preview list every one (see problemsIn).
 */
export class FileProblems extends ContentError {
  override name = 'FileProblems';
  declare readonly problems: readonly ContentError[];

  /** At least one problem: the first names the file. */
  constructor(problems: readonly [ContentError, ...ContentError[]]) {
    const [first] = problems;
    super(first.file, first.line, first.reason, first.column);
    this.message = problemList(problems);
    Object.defineProperty(this, 'problems', { value: problems });
  }
}

/** The problems of one file as one error, top to bottom: the problem itself for one, FileProblems for several. */
export const fileProblemsError = (problems: readonly [ContentError, ...ContentError[]]): ContentError => {
  const all = problems.flatMap((problem) => (problem instanceof FileProblems ? problem.problems : [problem])).sort(inFileOrder);
  const [first, ...more] = all;
  return more.length ? new FileProblems([first!, ...more]) : first!;
};

/** Throws the problems of one file, if there are any, as fileProblemsError joins them. */
export const throwFileProblems = (problems: readonly ContentError[]): void => {
  const [first, ...more] = problems;
  if (first) throw fileProblemsError([first, ...more]);
};

/** Several problems found in one pass, so one build shows an editor everything there is to fix, file by file. */
export class ContentErrors extends Error {
  override name = 'ContentErrors';
  declare readonly problems: readonly Error[];

  constructor(problems: readonly Error[]) {
    super(problemList(problems));
    // Not an own enumerable field: Node prints those after the message, which already lists them.
    Object.defineProperty(this, 'problems', { value: groupByFile(problems).flat() });
  }

  [INSPECT]() {
    return messageOnly(this);
  }
}

/** The single problems an error stands for; a file's problems are all of that file. */
export function problemsIn(error: ContentError): readonly ContentError[];
export function problemsIn(error: Error): readonly Error[];
export function problemsIn(error: Error): readonly Error[] {
  return error instanceof ContentErrors || error instanceof FileProblems ? error.problems : [error];
}

/**
 * Every problem an error stands for when each is in a file under private/
 * (one file or several), else undefined: a bug or a config problem is no file's.
 */
export const fileProblemsIn = (error: unknown): readonly ContentError[] | undefined => {
  if (!(error instanceof ContentError || error instanceof ContentErrors)) return undefined;
  const problems = problemsIn(error);
  return problems.every((problem): problem is ContentError => problem instanceof ContentError) ? problems : undefined;
};

/**
 * Throws nothing for no problems, the problem itself for one, and all of them
 * together for several; one error reached by two reads is listed once.
 */
export const throwProblems = (problems: readonly Error[]): void => {
  const all = [...new Set(problems.flatMap(problemsIn))];
  if (all.length === 1) throw all[0];
  if (all.length > 1) throw new ContentErrors(all);
};

const isContentProblem = (reason: unknown): reason is ContentError | ContentErrors =>
  reason instanceof ContentError || reason instanceof ContentErrors;

/**
 * Why the reads that failed failed, when each is a problem `isProblem`
 * expects. Anything else (a disk error, a bug) is thrown as it is: it is no
 * editor's to fix.
 */
export const problemsOf = <Problem>(
  results: readonly PromiseSettledResult<unknown>[],
  isProblem: (reason: unknown) => reason is Problem,
): Problem[] => {
  const failures = results.flatMap((result) => (result.status === 'rejected' ? [result.reason as unknown] : []));
  const unexpected = failures.find((reason) => !isProblem(reason));
  if (unexpected !== undefined) throw unexpected;
  return failures.filter(isProblem);
};

/**
 * Like Promise.all, but waits for every file: their problems are thrown
 * together. Anything else that failed (a disk error, a bug) is thrown as it is.
 */
export const readAll = async <const Reads extends readonly Promise<unknown>[]>(
  reads: Reads,
): Promise<{ -readonly [Index in keyof Reads]: Awaited<Reads[Index]> }> => {
  const results = await Promise.allSettled(reads);
  throwProblems(problemsOf(results, isContentProblem));
  return results.map((result) => (result.status === 'fulfilled' ? result.value : undefined)) as {
    -readonly [Index in keyof Reads]: Awaited<Reads[Index]>;
  };
};
