import { describe, expect, it } from 'vitest';

import { clientAddress } from '../../src/server/client-address';

describe('client address', () => {
  it('behind a trusted proxy is the entry the proxy added last', () => {
    expect(clientAddress('198.51.100.7', true, '10.0.0.2')).toBe('198.51.100.7');
    expect(clientAddress('192.0.2.1, 198.51.100.7', true, '10.0.0.2')).toBe('198.51.100.7');
  });

  it('cannot be chosen by the client through an entry of its own', () => {
    const addresses = new Set(
      ['192.0.2.1', '192.0.2.2', '192.0.2.3'].map((spoofed) => clientAddress(`${spoofed}, 198.51.100.7`, true, '10.0.0.2')),
    );
    expect([...addresses]).toEqual(['198.51.100.7']);
  });

  it('without a trusted proxy is the socket address, whatever the header says', () => {
    expect(clientAddress('192.0.2.1', false, '203.0.113.9')).toBe('203.0.113.9');
  });

  it('falls back to the socket address when the header is empty', () => {
    expect(clientAddress(' , ', true, '203.0.113.9')).toBe('203.0.113.9');
    expect(clientAddress(null, true, undefined)).toBe('unknown');
  });
});
