/** A forced full page load of the same path is allowed once per this many milliseconds. */
export const RELOAD_GUARD_MS = 10_000;
/** sessionStorage key prefix; the head script (preload-error-script.ts) keeps the same record. */
export const RELOAD_GUARD_KEY_PREFIX = 'reload-guard:';

type GuardStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * Claims the right to force a full load of `path`: true at most once per
 * 10 s per path, recorded in sessionStorage, so a reload can never loop.
 * Without storage it refuses, which is the safe side.
 */
export const claimReload = (path: string, storage: GuardStorage | undefined, now = Date.now()): boolean => {
  try {
    if (!storage) return false;
    const last = Number(storage.getItem(RELOAD_GUARD_KEY_PREFIX + path));
    if (Number.isFinite(last) && now - last < RELOAD_GUARD_MS) return false;
    storage.setItem(RELOAD_GUARD_KEY_PREFIX + path, String(now));
    return true;
  } catch {
    return false;
  }
};
