import { describe, expect, it } from 'vitest';

import { formatHttpDate, parseHttpDate } from '../../src/server/http-date';

// RFC 9110's own example instant.
const EXAMPLE = Date.UTC(1994, 10, 6, 8, 49, 37) / 1000;
const NOW = new Date(Date.UTC(2026, 10, 27));

describe('HTTP-date (RFC 9110 §5.6.7)', () => {
  it.each(['Sun, 06 Nov 1994 08:49:37 GMT', 'Sunday, 06-Nov-94 08:49:37 GMT', 'Sun Nov  6 08:49:37 1994'])(
    'reads %s',
    (value) => {
      expect(parseHttpDate(value, NOW)).toBe(EXAMPLE);
    },
  );

  it.each([
    ['15', 2015],
    ['76', 2076],
    ['77', 1977],
    ['99', 1999],
  ])('takes the two-digit year %s as at most 50 years ahead: %i', (twoDigits, year) => {
    expect(parseHttpDate(`Thursday, 01-Jan-${twoDigits} 00:00:00 GMT`, NOW)).toBe(Date.UTC(year, 0, 1) / 1000);
  });

  it.each([
    '',
    'yesterday',
    '1',
    '1994-11-06T08:49:37Z',
    'Sun, 06 Nov 1994 08:49:37 UTC',
    'sun, 06 nov 1994 08:49:37 gmt',
    'Sun,  6 Nov 1994 08:49:37 GMT',
    'Sun, 06 Nov 94 08:49:37 GMT',
    'Sun, 31 Feb 1994 08:49:37 GMT',
    'Sun, 06 Nov 1994 24:00:00 GMT',
    'Sun, 06 Nov 1994 08:60:00 GMT',
  ])('refuses %s', (value) => {
    expect(parseHttpDate(value, NOW)).toBeUndefined();
  });
});

describe('Last-Modified as sent', () => {
  it('is an IMF-fixdate in whole seconds, the part below dropped as nginx drops it', () => {
    expect(formatHttpDate(EXAMPLE * 1000 + 999.9)).toBe('Sun, 06 Nov 1994 08:49:37 GMT');
    expect(formatHttpDate(Date.UTC(2026, 0, 5, 3, 4, 5))).toBe('Mon, 05 Jan 2026 03:04:05 GMT');
  });

  it('reads back as the same second', () => {
    const ms = Date.UTC(2026, 10, 27, 4, 35, 12, 314.9);
    expect(parseHttpDate(formatHttpDate(ms), NOW)).toBe(Math.floor(ms / 1000));
  });
});
