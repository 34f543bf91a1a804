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
