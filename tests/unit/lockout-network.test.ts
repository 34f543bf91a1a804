import { describe, expect, it } from 'vitest';

import { lockoutNetwork } from '../../src/server/preview/lockout-network';
import { createFailureLimiter } from '../../src/server/preview/rate-limit';

describe('the network the preview lockout counts by', () => {
  it('is an IPv4 address itself, also when written as IPv6', () => {
    expect(lockoutNetwork('198.51.100.7')).toBe('198.51.100.7');
    expect(lockoutNetwork('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(lockoutNetwork('unknown')).toBe('unknown');
  });

  it('is the /64 of an IPv6 address, however it is written', () => {
    for (const address of ['2001:db8:1:2::1', '2001:0db8:0001:0002:ffff:0:0:9', '2001:DB8:1:2:a:b:c:d', '2001:db8:1:2::1%eth0'])
      expect(lockoutNetwork(address), address).toBe('2001:db8:1:2::/64');
    expect(lockoutNetwork('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(lockoutNetwork('::1')).toBe('0:0:0:0::/64');
    expect(lockoutNetwork('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64');
    expect(lockoutNetwork('2001:db8:1:3::1')).not.toBe(lockoutNetwork('2001:db8:1:2::1'));
  });

  it('locks out a whole /64 after five wrong tokens from its addresses', () => {
    const limiter = createFailureLimiter({ limit: 5 });
    for (let n = 1; n <= 5; n++) limiter.recordFailure(`2001:db8:1:2::${n}`, `guess-${n}`);
    expect(limiter.isBlocked('2001:db8:1:2::99')).toBe(true);
    expect(limiter.isBlocked('2001:db8:1:3::1')).toBe(false);
    expect(limiter.trackedClients).toBe(1);
  });
});
