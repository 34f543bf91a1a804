import { describe, expect, it } from 'vitest';

import { preconditionStatus } from '../../src/server/conditional-request';
import { matchesIfMatch } from '../../src/server/if-match';

const ETAG = '"abc123-br"';

describe('If-Match (strong comparison)', () => {
  it.each([
    ['the exact tag', '"abc123-br"'],
    ['a list holding it', '"old", "abc123-br"'],
    ['a list without spaces', '"old","abc123-br",W/"older"'],
    ['a list with empty members', ', "old",, "abc123-br" ,'],
    ['the wildcard', '*'],
    ['the wildcard with spaces', ' * '],
  ])('lets %s through', (_, header) => {
    expect(matchesIfMatch(header, ETAG)).toBe(true);
  });

  it.each([
    ['an empty header', ''],
    ['the weak form of the tag', 'W/"abc123-br"'],
    ['a list holding only its weak form', '"old", W/"abc123-br"'],
    ['the tag of another coding', '"abc123"'],
    ['an unquoted tag', 'abc123-br'],
    ['a tag containing it', '"xabc123-br"'],
    ['a broken list', '"abc123-br'],
    ['a wildcard inside a list', '"old", *'],
    ['a very long garbage value', '"' + 'z'.repeat(5000)],
  ])('fails %s', (_, header) => {
    expect(matchesIfMatch(header, ETAG)).toBe(false);
  });

  it('never matches a weak current tag but by the wildcard', () => {
    expect(matchesIfMatch('W/"abc"', 'W/"abc"')).toBe(false);
    expect(matchesIfMatch('*', 'W/"abc"')).toBe(true);
  });
});

describe('precondition order (RFC 9110 §13.2.2)', () => {
  const CHANGED_MS = Date.UTC(2025, 0, 1, 12, 0, 0, 500);
  const AT_CHANGE = 'Wed, 01 Jan 2025 12:00:00 GMT';
  const BEFORE_CHANGE = 'Wed, 01 Jan 2025 11:59:59 GMT';
  const NONE = {
    method: 'GET',
    ifMatch: undefined,
    ifNoneMatch: undefined,
    ifUnmodifiedSince: undefined,
    ifModifiedSince: undefined,
  };

  it.each([
    [{}, 200],
    [{ ifMatch: ETAG }, 200],
    [{ ifMatch: '"old"' }, 412],
    [{ ifNoneMatch: ETAG }, 304],
    [{ ifMatch: ETAG, ifNoneMatch: ETAG }, 304],
    // If-Match first: a failed one is a 412 even where If-None-Match would have been a 304.
    [{ ifMatch: '"old"', ifNoneMatch: '*' }, 412],
    // If-Unmodified-Since, to the second, before If-None-Match.
    [{ ifUnmodifiedSince: AT_CHANGE }, 200],
    [{ ifUnmodifiedSince: BEFORE_CHANGE }, 412],
    [{ ifUnmodifiedSince: BEFORE_CHANGE, ifNoneMatch: ETAG }, 412],
    [{ ifUnmodifiedSince: AT_CHANGE, ifNoneMatch: ETAG }, 304],
    // Looked at only without If-Match, and only when it is an HTTP-date.
    [{ ifMatch: ETAG, ifUnmodifiedSince: BEFORE_CHANGE }, 200],
    [{ ifUnmodifiedSince: 'yesterday' }, 200],
  ])('answers %o with %i', (preconditions, status) => {
    expect(preconditionStatus({ ...NONE, ...preconditions }, ETAG, CHANGED_MS)).toBe(status);
  });

  it('ignores If-Unmodified-Since for an answer with no last change', () => {
    expect(preconditionStatus({ ...NONE, ifUnmodifiedSince: BEFORE_CHANGE }, ETAG)).toBe(200);
  });
});
