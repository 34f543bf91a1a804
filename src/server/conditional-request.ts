import { matchesIfMatch } from './if-match';
import { isModifiedSince } from './if-modified-since';
import { matchesIfNoneMatch } from './if-none-match';
import { isUnmodifiedSince } from './if-unmodified-since';

/** A request's method and precondition headers, as sent. */
export type Preconditions = {
  method: string;
  ifMatch: string | undefined;
  ifNoneMatch: string | undefined;
  ifUnmodifiedSince: string | undefined;
  ifModifiedSince: string | undefined;
};

/** The method and precondition headers of a request. */
export const preconditionsOf = (request: Request): Preconditions => ({
  method: request.method,
  ifMatch: request.headers.get('if-match') ?? undefined,
  ifNoneMatch: request.headers.get('if-none-match') ?? undefined,
  ifUnmodifiedSince: request.headers.get('if-unmodified-since') ?? undefined,
  ifModifiedSince: request.headers.get('if-modified-since') ?? undefined,
});

const isGetOrHead = (method: string) => method === 'GET' || method === 'HEAD';

/**
 * What a 200 answer becomes under the request's preconditions, in the order
 * of RFC 9110 §13.2.2: 412 when If-Match names another version or, without
 * If-Match, when If-Unmodified-Since is before the last change; then 304 when
 * If-None-Match names this one or, without If-None-Match, when a GET or
 * HEAD's If-Modified-Since is not before the last change; else 200. The
 * dates count only for answers that have a last change: files.
 */
export const preconditionStatus = (
  { method, ifMatch, ifNoneMatch, ifUnmodifiedSince, ifModifiedSince }: Preconditions,
  currentEtag: string,
  lastModifiedMs?: number,
): 200 | 304 | 412 => {
  if (ifMatch !== undefined) {
    if (!matchesIfMatch(ifMatch, currentEtag)) return 412;
  } else if (ifUnmodifiedSince !== undefined && lastModifiedMs !== undefined) {
    if (!isUnmodifiedSince(ifUnmodifiedSince, lastModifiedMs)) return 412;
  }
  if (ifNoneMatch !== undefined) return matchesIfNoneMatch(ifNoneMatch, currentEtag) ? 304 : 200;
  if (ifModifiedSince !== undefined && lastModifiedMs !== undefined && isGetOrHead(method)) {
    if (!isModifiedSince(ifModifiedSince, lastModifiedMs)) return 304;
  }
  return 200;
};

// What says how the body was encoded: a 304 has no body (RFC 9110 §15.4.5), and nginx drops both.
const BODY_HEADERS = new Set(['content-type', 'content-encoding', 'content-length']);

/** The headers of a 200 as its 304 carries them: the validators and caching headers, not the body's. */
export const notModifiedHeaders = (headers: Record<string, string>): Record<string, string> =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !BODY_HEADERS.has(name)));
