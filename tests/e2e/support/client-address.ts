import { createHash } from 'node:crypto';

import type { TestInfo } from '@playwright/test';

/**
 * Three bytes of an address of its own for each test, each attempt and each
 * use within it (`use` names it: "guesser", "page"). The server remembers
 * wrong preview tokens per address for ten minutes, so an address shared
 * with another test, or with this test's earlier attempt, would be locked out.
 */
const addressBytes = (testInfo: TestInfo, use: string) =>
  [...createHash('sha1').update(`${testInfo.testId}:${testInfo.retry}:${testInfo.repeatEachIndex}:${use}`).digest()]
    .slice(0, 3)
    // Never .0 or .255: some tools read those as a network or a broadcast address.
    .map((byte, index) => (index === 2 ? (byte % 253) + 1 : byte));

/** A private address (10.x.y.z) to send as X-Forwarded-For, which the test server believes. */
export const testClientAddress = (testInfo: TestInfo, use = 'page') => `10.${addressBytes(testInfo, use).join('.')}`;

/** A loopback address (127.x.y.z) to connect from, where a proxy writes X-Forwarded-For itself. */
export const testLoopbackAddress = (testInfo: TestInfo, use: string) => `127.${addressBytes(testInfo, use).join('.')}`;
