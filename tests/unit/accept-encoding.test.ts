import { describe, expect, it } from 'vitest';

import { chooseContentCoding, parseAcceptEncoding } from '../../src/server/accept-encoding';

const BOTH = { br: 'file.br', gzip: 'file.gz' };

describe('Accept-Encoding parsing', () => {
  it('reads codings case-insensitively with their q-values, 1 by default', () => {
    expect(parseAcceptEncoding('GZip;Q=0.5, BR, identity;q=0, *;q=0.001')).toEqual(
      new Map([
        ['gzip', 0.5],
        ['br', 1],
        ['identity', 0],
        ['*', 0.001],
      ]),
    );
  });

  it('tolerates spaces, empty members and other parameters', () => {
    expect(parseAcceptEncoding(' br ; q = 0.8 ,, gzip;level=9 ,')).toEqual(
      new Map([
        ['br', 0.8],
        ['gzip', 1],
      ]),
    );
  });

  it('counts an unreadable q-value as 0', () => {
    expect(parseAcceptEncoding('br;q=abc, gzip;q=-1, deflate;q=9, zstd;q=1.5, x;q=0.1234')).toEqual(
      new Map([
        ['br', 0],
        ['gzip', 0],
        ['deflate', 0],
        ['zstd', 0],
        ['x', 0],
      ]),
    );
  });

  it('reads x-gzip as gzip and keeps the first mention of a coding', () => {
    expect(parseAcceptEncoding('x-gzip;q=0.3, gzip')).toEqual(new Map([['gzip', 0.3]]));
  });
});

describe('choosing the content coding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, br', 'br'],
    ['br;q=0.1, gzip;q=1', 'br'],
    ['BR', 'br'],
    ['gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['*', 'br'],
    ['br;q=0, *', 'gzip'],
    ['*;q=0, gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['br;q=0.000, gzip;q=1.000', 'gzip'],
  ])('%s -> %s', (header, coding) => {
    expect(chooseContentCoding(header, BOTH)).toBe(coding);
  });

  it.each([
    'br;q=0, gzip;q=0',
    'gzip;q=0, identity',
    '*;q=0',
    '*;q=0, identity',
    'identity',
    'deflate, zstd',
    'br;q=abc, gzip;q=-1, *;q=9',
    '',
    '   ',
  ])('%s -> the file as it is', (header) => {
    expect(chooseContentCoding(header, BOTH)).toBeUndefined();
  });

  it('only picks variants the file has', () => {
    expect(chooseContentCoding('br, gzip', { gzip: 'file.gz' })).toBe('gzip');
    expect(chooseContentCoding('br', { gzip: 'file.gz' })).toBeUndefined();
    expect(chooseContentCoding('br, gzip', {})).toBeUndefined();
  });
});
