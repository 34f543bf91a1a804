import { describe, expect, it } from 'vitest';

import { matchesIfNoneMatch } from '../../src/server/if-none-match';

const ETAG = '"abc123-br"';

describe('If-None-Match (weak comparison)', () => {
  it.each([
    ['the exact tag', '"abc123-br"'],
    ['the weak form', 'W/"abc123-br"'],
    ['a list holding it', '"old", "abc123-br"'],
    ['a list without spaces', '"old","abc123-br",W/"older"'],
    ['a weak entry in a list', '"old" , W/"abc123-br"'],
    ['a list with empty members', ', "old",, "abc123-br" ,'],
    ['the wildcard', '*'],
    ['the wildcard with spaces', ' * '],
  ])('matches %s', (_, header) => {
    expect(matchesIfNoneMatch(header, ETAG)).toBe(true);
  });

  it.each([
    ['no header', undefined],
    ['an empty header', ''],
    ['another tag', '"abc123-gzip"'],
    ['an unquoted tag', 'abc123-br'],
    ['a lowercase weak marker', 'w/"abc123-br"'],
    ['a tag containing it', '"xabc123-br"'],
    ['a broken list', '"abc123-br'],
    ['a wildcard inside a list', '"old", *'],
    ['tags without a comma between them', '"old" "abc123-br"'],
    ['a very long garbage value', '"' + 'z'.repeat(5000)],
  ])('does not match %s', (_, header) => {
    expect(matchesIfNoneMatch(header, ETAG)).toBe(false);
  });

  it('reads a tag holding a comma as one tag', () => {
    expect(matchesIfNoneMatch('"a,b"', '"a,b"')).toBe(true);
    expect(matchesIfNoneMatch('"a,b"', '"b"')).toBe(false);
  });

  it('compares weakly when the current tag is weak too', () => {
    expect(matchesIfNoneMatch('"abc"', 'W/"abc"')).toBe(true);
  });
});
