import { createHash } from 'node:crypto';

import { PREVIEW_LOCKOUT_MINUTES } from '../../lib/preview';
import { lockoutNetwork } from './lockout-network';

type Failure = { at: number; fingerprint: string };

/** One-way, so the memory never holds a token an editor mistyped (which may be close to the real one). */
const fingerprintOf = (token: string) => createHash('sha256').update(token).digest('base64url').slice(0, 16);

/**
 * Counts wrong tokens per client address (an IPv6 one by its /64, see
 * lockoutNetwork) in a sliding window. After `limit` different ones an
 * address is refused until the window has passed. The
 * same wrong token again is no new guess: a stale link opened twice, or
 * checked by the page and then by the preview bar, counts once. An address
 * is forgotten once its last failure is older than the window (the privacy
 * policy says ten minutes), also when no request comes after it, and at most
 * `maxClients` are tracked.
 */
export const createFailureLimiter = ({ limit = 5, windowMs = PREVIEW_LOCKOUT_MINUTES * 60_000, maxClients = 10_000 } = {}) => {
  // Ordered by last failure, oldest first: each failure moves its address to the end.
  const failures = new Map<string, Failure[]>();

  const forgetExpired = (now: number) => {
    for (const [client, list] of failures) {
      if (now - list.at(-1)!.at < windowMs) break;
      failures.delete(client);
    }
  };
  // Requests forget expired addresses as they come; a timer does when none come.
  let sweep: ReturnType<typeof setTimeout> | undefined;
  const scheduleSweep = () => {
    if (sweep || failures.size === 0) return;
    const oldestExpiry = failures.values().next().value!.at(-1)!.at + windowMs;
    const delay = Math.min(Math.max(oldestExpiry - Date.now(), 1000), windowMs);
    sweep = setTimeout(() => {
      sweep = undefined;
      forgetExpired(Date.now());
      scheduleSweep();
    }, delay);
    // It must not keep a stopping server alive.
    sweep.unref?.();
  };
  const recent = (client: string, now: number) => (failures.get(client) ?? []).filter(({ at }) => now - at < windowMs);

  return {
    isBlocked(address: string, now = Date.now()): boolean {
      forgetExpired(now);
      return recent(lockoutNetwork(address), now).length >= limit;
    },
    recordFailure(address: string, token: string, now = Date.now()) {
      const client = lockoutNetwork(address);
      forgetExpired(now);
      const fingerprint = fingerprintOf(token);
      const list = [...recent(client, now).filter((failure) => failure.fingerprint !== fingerprint), { at: now, fingerprint }];
      failures.delete(client);
      if (failures.size >= maxClients) {
        const oldest = failures.keys().next().value;
        if (oldest !== undefined) failures.delete(oldest);
      }
      failures.set(client, list);
      scheduleSweep();
    },
    /** How many addresses it holds: for the privacy policy's promise and its test. */
    get trackedClients() {
      return failures.size;
    },
  };
};
