import { PREVIEW_LOCKOUT_MINUTES } from '../../lib/preview';

/**
 * Counts failures per client address in a sliding window. After `limit`
 * failures an address is refused until the window has passed. An address is
 * forgotten once its last failure is older than the window (the privacy
 * policy says ten minutes), and at most `maxClients` are tracked.
 */
export const createFailureLimiter = ({ limit = 5, windowMs = PREVIEW_LOCKOUT_MINUTES * 60_000, maxClients = 10_000 } = {}) => {
  // Ordered by last failure, oldest first: each failure moves its address to the end.
  const failures = new Map<string, number[]>();

  const forgetExpired = (now: number) => {
    for (const [client, times] of failures) {
      if (now - times.at(-1)! < windowMs) break;
      failures.delete(client);
    }
  };
  const recent = (client: string, now: number) => (failures.get(client) ?? []).filter((at) => now - at < windowMs);

  return {
    isBlocked(client: string, now = Date.now()): boolean {
      forgetExpired(now);
      return recent(client, now).length >= limit;
    },
    recordFailure(client: string, now = Date.now()) {
      forgetExpired(now);
      const times = [...recent(client, now), now];
      failures.delete(client);
      if (failures.size >= maxClients) {
        const oldest = failures.keys().next().value;
        if (oldest !== undefined) failures.delete(oldest);
      }
      failures.set(client, times);
    },
    /** How many addresses it holds: for the privacy policy's promise and its test. */
    get trackedClients() {
      return failures.size;
    },
  };
};
