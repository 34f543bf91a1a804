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
  it.each([
    [{ ifMatch: undefined, ifNoneMatch: undefined }, 200],
    [{ ifMatch: ETAG, ifNoneMatch: undefined }, 200],
    [{ ifMatch: '"old"', ifNoneMatch: undefined }, 412],
    [{ ifMatch: undefined, ifNoneMatch: ETAG }, 304],
    [{ ifMatch: ETAG, ifNoneMatch: ETAG }, 304],
    // If-Match first: a failed one is a 412 even where If-None-Match would have been a 304.
    [{ ifMatch: '"old"', ifNoneMatch: '*' }, 412],
  ])('answers %o with %i', (preconditions, status) => {
    expect(preconditionStatus(preconditions, ETAG)).toBe(status);
  });
});
