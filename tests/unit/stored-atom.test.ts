import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { colorModeAtom } from '../../src/state/color-mode';
import { consentAtom } from '../../src/state/consent';

// The site's own stored atoms, under the keys earlier visits wrote: a renamed
// key or a changed format would lose every returning visitor's answer.
describe('visitor choices kept in local storage', () => {
  const values = new Map<string, string>();
  const localStorage = {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => values.set(key, value),
    removeItem: (key: string) => values.delete(key),
  };
  beforeEach(() => {
    values.clear();
    vi.stubGlobal('localStorage', localStorage);
    vi.stubGlobal('window', new EventTarget());
  });
  afterEach(() => vi.unstubAllGlobals());

  /** What another tab's write looks like to this one. */
  const otherTabWrites = (key: string, newValue: string | null) =>
    window.dispatchEvent(Object.assign(new Event('storage'), { storageArea: localStorage, key, newValue }));

  it('read the consent an earlier visit stored, and garbage as no answer', () => {
    values.set('cookie-consent', 'false');
    expect(createStore().get(consentAtom)).toBe(false);
    values.set('cookie-consent', 'true');
    expect(createStore().get(consentAtom)).toBe(true);
    for (const garbage of ['{not json', '"true"', '1', 'yes']) {
      values.set('cookie-consent', garbage);
      expect(createStore().get(consentAtom), garbage).toBeNull();
    }
  });

  it('store every consent answer as JSON, and forget the key when the answer is taken back', () => {
    const store = createStore();
    store.set(consentAtom, false);
    expect([store.get(consentAtom), values.get('cookie-consent')]).toEqual([false, 'false']);
    store.set(consentAtom, true);
    expect([store.get(consentAtom), values.get('cookie-consent')]).toEqual([true, 'true']);
    store.set(consentAtom, null);
    expect(store.get(consentAtom)).toBeNull();
    expect(values.has('cookie-consent')).toBe(false);
  });

  it('keep the colour mode as the bare word the pre-paint script reads, and garbage as system', () => {
    const store = createStore();
    expect(store.get(colorModeAtom)).toBe('system');
    store.set(colorModeAtom, 'dark');
    expect(values.get('color-mode')).toBe('dark');
    expect(createStore().get(colorModeAtom)).toBe('dark');
    for (const garbage of ['"dark"', 'purple', '']) {
      values.set('color-mode', garbage);
      expect(createStore().get(colorModeAtom), garbage).toBe('system');
    }
  });

  it('survive storage that throws (blocked in private mode): the choice lasts for the page', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    });
    const store = createStore();
    expect(store.get(consentAtom)).toBeNull();
    expect(store.get(colorModeAtom)).toBe('system');
    store.set(consentAtom, false);
    store.set(colorModeAtom, 'light');
    expect([store.get(consentAtom), store.get(colorModeAtom)]).toEqual([false, 'light']);
    store.set(consentAtom, null);
    expect(store.get(consentAtom)).toBeNull();
  });

  it('follow another tab while in use, and stop when no longer used', () => {
    const store = createStore();
    const unsubscribe = store.sub(consentAtom, () => {});
    otherTabWrites('cookie-consent', 'true');
    expect(store.get(consentAtom)).toBe(true);
    otherTabWrites('color-mode', 'dark');
    expect(store.get(consentAtom)).toBe(true);
    unsubscribe();
    otherTabWrites('cookie-consent', 'false');
    expect(store.get(consentAtom)).toBe(true);
  });
});
