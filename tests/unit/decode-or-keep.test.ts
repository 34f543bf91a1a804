import { describe, expect, it } from 'vitest';

import { decodeOrKeep } from '../../src/lib/decode-or-keep';

describe('decode or keep', () => {
  it('decodes percent escapes, an encoded slash, question mark and hash included', () => {
    expect(decodeOrKeep('/caf%C3%A9')).toBe('/café');
    expect(decodeOrKeep('a%2Fb%3Fc%23d')).toBe('a/b?c#d');
    expect(decodeOrKeep('%C3%BCber-uns')).toBe('über-uns');
  });

  it('keeps text without escapes as it is', () => {
    expect(decodeOrKeep('/about')).toBe('/about');
    expect(decodeOrKeep('')).toBe('');
  });

  it('keeps text with a malformed escape as written instead of throwing', () => {
    for (const malformed of ['/%E0%A4%A', '100%', '%zz', '/caf%C3']) expect(decodeOrKeep(malformed), malformed).toBe(malformed);
  });
});
