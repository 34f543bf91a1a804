import { matchesIfMatch } from './if-match';
import { matchesIfNoneMatch } from './if-none-match';
import { isUnmodifiedSince } from './if-unmodified-since';

/** The precondition headers of a GET or HEAD, as sent. */
export type Preconditions = {
  ifMatch: string | undefined;
  ifNoneMatch: string | undefined;
  ifUnmodifiedSince: string | undefined;
};

/** The precondition headers of a request. */
export const preconditionsOf = (request: Request): Preconditions => ({
  ifMatch: request.headers.get('if-match') ?? undefined,
  ifNoneMatch: request.headers.get('if-none-match') ?? undefined,
  ifUnmodifiedSince: request.headers.get('if-unmodified-since') ?? undefined,
});

/**
 * What a 200 answer becomes under the request's preconditions, in the order
 * of RFC 9110 §13.2.2: 412 when If-Match names another version or, without
 * If-Match, when If-Unmodified-Since is before the last change (for answers
 * that have one: files); then 304 when If-None-Match names this one; else 200.
 */
export const preconditionStatus = (
  { ifMatch, ifNoneMatch, ifUnmodifiedSince }: Preconditions,
  currentEtag: string,
  lastModifiedMs?: number,
): 200 | 304 | 412 => {
  if (ifMatch !== undefined) {
    if (!matchesIfMatch(ifMatch, currentEtag)) return 412;
  } else if (ifUnmodifiedSince !== undefined && lastModifiedMs !== undefined) {
    if (!isUnmodifiedSince(ifUnmodifiedSince, lastModifiedMs)) return 412;
  }
  if (matchesIfNoneMatch(ifNoneMatch, currentEtag)) return 304;
  return 200;
};
