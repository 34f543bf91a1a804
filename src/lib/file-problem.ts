/** Where a content or staged file went wrong, as the build reports it (a ContentError has this shape). */
export type ContentFileProblem = {
  file: string;
  line?: number | undefined;
  /** Where on the line, from 1, when the problem is one spot of it (a link, a directive). */
  column?: number | undefined;
  reason: string;
};

/** `file:line:column`, as much of it as is known: how the build and compilers name a place. */
export const problemPlace = ({ file, line, column }: Omit<ContentFileProblem, 'reason'>): string =>
  `${file}${line ? `:${line}${column ? `:${column}` : ''}` : ''}`;

/** A problem as plain data for JSON: an Error's message and stack stay on the server. */
export const plainFileProblem = ({ file, line, column, reason }: ContentFileProblem): ContentFileProblem => ({
  file,
  line,
  column,
  reason,
});

/** Whether problems are in more than one file: a page read from several (the landing page) can have that. */
export const inSeveralFiles = (problems: readonly ContentFileProblem[]): boolean =>
  new Set(problems.map(({ file }) => file)).size > 1;
