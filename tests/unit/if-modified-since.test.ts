import { describe, expect, it } from 'vitest';

import { preconditionStatus } from '../../src/server/conditional-request';
import { isModifiedSince } from '../../src/server/if-modified-since';

// Sent as Wed, 01 Jan 2025 12:00:00 GMT: the header has whole seconds only.
const CHANGED_MS = Date.UTC(2025, 0, 1, 12, 0, 0, 500);
const AT_CHANGE = 'Wed, 01 Jan 2025 12:00:00 GMT';
const LATER = 'Thu, 02 Jan 2025 00:00:00 GMT';
const BEFORE_CHANGE = 'Wed, 01 Jan 2025 11:59:59 GMT';
const ETAG = '"abc123-br"';

describe('If-Modified-Since (RFC 9110 §13.1.3)', () => {
  it.each([
    ['the last change, to the second', AT_CHANGE],
    ['a later date', LATER],
    ['the last change as an RFC 850 date', 'Wednesday, 01-Jan-25 12:00:00 GMT'],
    ['the last change as an asctime date', 'Wed Jan  1 12:00:00 2025'],
    ['the date with spaces around it', ` ${AT_CHANGE} `],
  ])('finds the file unchanged since %s', (_, header) => {
    expect(isModifiedSince(header, CHANGED_MS)).toBe(false);
  });

  it.each([
    ['a date a second before the change', BEFORE_CHANGE],
    ['an empty value', ''],
    ['a value that is no HTTP-date', 'yesterday'],
    ['a date in ISO form', '2025-01-02T00:00:00Z'],
    ['a date that does not exist', 'Sat, 31 Feb 2026 00:00:00 GMT'],
    ['two dates', `${LATER}, ${LATER}`],
  ])('sends the file for %s', (_, header) => {
    expect(isModifiedSince(header, CHANGED_MS)).toBe(true);
  });
});

describe('If-Modified-Since in the precondition order (RFC 9110 §13.2.2)', () => {
  const NONE = {
    method: 'GET',
    ifMatch: undefined,
    ifNoneMatch: undefined,
    ifUnmodifiedSince: undefined,
    ifModifiedSince: undefined,
  };

  it.each([
    [{ ifModifiedSince: AT_CHANGE }, 304],
    [{ ifModifiedSince: LATER }, 304],
    [{ ifModifiedSince: BEFORE_CHANGE }, 200],
    [{ ifModifiedSince: 'yesterday' }, 200],
    [{ method: 'HEAD', ifModifiedSince: AT_CHANGE }, 304],
    // Only for GET and HEAD.
    [{ method: 'POST', ifModifiedSince: AT_CHANGE }, 200],
    // Ignored beside If-None-Match, which decides alone.
    [{ ifModifiedSince: LATER, ifNoneMatch: '"other"' }, 200],
    [{ ifModifiedSince: BEFORE_CHANGE, ifNoneMatch: ETAG }, 304],
    // After If-Match and If-Unmodified-Since, whose 412 comes first.
    [{ ifModifiedSince: LATER, ifMatch: '"other"' }, 412],
    [{ ifModifiedSince: LATER, ifUnmodifiedSince: BEFORE_CHANGE }, 412],
    [{ ifModifiedSince: LATER, ifMatch: ETAG }, 304],
  ])('answers %o with %i', (preconditions, status) => {
    expect(preconditionStatus({ ...NONE, ...preconditions }, ETAG, CHANGED_MS)).toBe(status);
  });

  it('ignores If-Modified-Since for an answer with no last change', () => {
    expect(preconditionStatus({ ...NONE, ifModifiedSince: LATER }, ETAG)).toBe(200);
  });
});
