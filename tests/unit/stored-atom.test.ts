import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { parseConsent } from '../../src/lib/consent';
import { validatedLocalStorage } from '../../src/state/browser-storage';
import { storedAtom } from '../../src/state/stored-atom';

describe('an atom kept in local storage', () => {
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

  const consentAtom = () =>
    storedAtom(
      'cookie-consent',
      null,
      validatedLocalStorage(parseConsent, (value) => (value === null ? null : JSON.stringify(value))),
    );

  /** What another tab's write looks like to this one. */
  const otherTabWrites = (key: string, newValue: string | null) =>
    window.dispatchEvent(Object.assign(new Event('storage'), { storageArea: localStorage, key, newValue }));

  it('reads what an earlier visit stored, and garbage as the default', () => {
    values.set('cookie-consent', 'false');
    expect(createStore().get(consentAtom())).toBe(false);
    values.set('cookie-consent', '{not json');
    expect(createStore().get(consentAtom())).toBeNull();
  });

  it('stores every answer, and forgets the key when the answer is taken back', () => {
    const store = createStore();
    const consent = consentAtom();
    store.set(consent, true);
    expect([store.get(consent), values.get('cookie-consent')]).toEqual([true, 'true']);
    store.set(consent, null);
    expect(store.get(consent)).toBeNull();
    expect(values.has('cookie-consent')).toBe(false);
  });

  it('a value set in this page wins over storage that cannot keep it', () => {
    const store = createStore();
    const consent = consentAtom();
    vi.stubGlobal('localStorage', { getItem: () => null, setItem: () => {}, removeItem: () => {} });
    store.set(consent, false);
    expect(store.get(consent)).toBe(false);
  });

  it('follows another tab while in use, and stops when no longer used', () => {
    const store = createStore();
    const consent = consentAtom();
    const unsubscribe = store.sub(consent, () => {});
    otherTabWrites('cookie-consent', 'true');
    expect(store.get(consent)).toBe(true);
    otherTabWrites('color-mode', 'dark');
    expect(store.get(consent)).toBe(true);
    unsubscribe();
    otherTabWrites('cookie-consent', 'false');
    expect(store.get(consent)).toBe(true);
  });
});
