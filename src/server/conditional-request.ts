import { matchesIfMatch } from './if-match';
import { matchesIfNoneMatch } from './if-none-match';

/** The precondition headers of a GET or HEAD, as sent. */
export type Preconditions = { ifMatch: string | undefined; ifNoneMatch: string | undefined };

/** The precondition headers of a request. */
export const preconditionsOf = (request: Request): Preconditions => ({
  ifMatch: request.headers.get('if-match') ?? undefined,
  ifNoneMatch: request.headers.get('if-none-match') ?? undefined,
});

/**
 * What a file's 200 answer becomes under the request's preconditions, in the
 * order of RFC 9110 §13.2.2 (If-Match before If-None-Match): 412 when If-Match
 * names another version, 304 when If-None-Match names this one, else 200.
 */
export const preconditionStatus = ({ ifMatch, ifNoneMatch }: Preconditions, currentEtag: string): 200 | 304 | 412 => {
  if (ifMatch !== undefined && !matchesIfMatch(ifMatch, currentEtag)) return 412;
  if (matchesIfNoneMatch(ifNoneMatch, currentEtag)) return 304;
  return 200;
};
