import { describe, expect, it } from 'vitest';

import { isOwnErrorSource } from '../../src/lib/own-error-source';

describe('an unhandled error in the browser', () => {
  it('is the site’s own from a script of its origin, or from one without an address', () => {
    expect(isOwnErrorSource('https://example.com/assets/islands-abc.js', 'https://example.com')).toBe(true);
    expect(isOwnErrorSource('http://127.0.0.1:4800/about', 'http://127.0.0.1:4800')).toBe(true);
    expect(isOwnErrorSource(undefined, 'https://example.com')).toBe(true);
    expect(isOwnErrorSource('', 'https://example.com')).toBe(true);
  });

  it('is not from an extension, another site, or an origin that merely starts alike', () => {
    expect(isOwnErrorSource('chrome-extension://abcdef/content.js', 'https://example.com')).toBe(false);
    expect(isOwnErrorSource('https://cdn.example.net/widget.js', 'https://example.com')).toBe(false);
    expect(isOwnErrorSource('https://example.com.evil.net/x.js', 'https://example.com')).toBe(false);
    expect(isOwnErrorSource('http://127.0.0.1:48000/x.js', 'http://127.0.0.1:4800')).toBe(false);
  });
});
