import { describe, expect, it } from 'vitest';

import { claimReload } from '../../src/lib/reload-guard';

/** sessionStorage as the guard sees it, in memory. */
const memoryStorage = () => {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
};

describe('the reload guard', () => {
  const start = 1_750_000_000_000;

  it('allows one forced load of a path per 10 seconds', () => {
    const storage = memoryStorage();
    expect(claimReload('/about', storage, start)).toBe(true);
    expect(claimReload('/about', storage, start + 1)).toBe(false);
    expect(claimReload('/about', storage, start + 9_999)).toBe(false);
    expect(claimReload('/about', storage, start + 10_000)).toBe(true);
    // The window starts again from the allowed load, not from the refused ones.
    expect(claimReload('/about', storage, start + 19_999)).toBe(false);
    expect(claimReload('/about', storage, start + 20_000)).toBe(true);
  });

  it('guards each path on its own', () => {
    const storage = memoryStorage();
    expect(claimReload('/about', storage, start)).toBe(true);
    expect(claimReload('/careers', storage, start + 1)).toBe(true);
    expect(claimReload('/about', storage, start + 2)).toBe(false);
  });

  it('treats a garbled record as no record and writes a fresh one', () => {
    const storage = memoryStorage();
    storage.setItem('reload-guard:/about', 'not a time');
    expect(claimReload('/about', storage, start)).toBe(true);
    expect(claimReload('/about', storage, start + 1)).toBe(false);
  });

  it('refuses when there is no storage to record the load in, so a reload can never loop', () => {
    expect(claimReload('/about', undefined, start)).toBe(false);
    const blocked = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('quota exceeded', 'QuotaExceededError');
      },
    };
    expect(claimReload('/about', blocked, start)).toBe(false);
  });
});
