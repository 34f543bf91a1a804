/**
 * Counts failures per client address in a sliding window. After `limit`
 * failures an address is refused until the window has passed. Memory stays
 * bounded: old entries are dropped, and at most `maxClients` are tracked.
 */
export const createFailureLimiter = ({ limit = 5, windowMs = 10 * 60_000, maxClients = 10_000 } = {}) => {
  const failures = new Map<string, number[]>();

  const recent = (client: string, now: number) => (failures.get(client) ?? []).filter((at) => now - at < windowMs);

  return {
    isBlocked(client: string, now = Date.now()): boolean {
      return recent(client, now).length >= limit;
    },
    recordFailure(client: string, now = Date.now()) {
      if (!failures.has(client) && failures.size >= maxClients) {
        const oldest = failures.keys().next().value;
        if (oldest !== undefined) failures.delete(oldest);
      }
      failures.set(client, [...recent(client, now), now]);
    },
  };
};
