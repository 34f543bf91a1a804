import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { nextColorMode, parseColorMode, resolveColorMode } from '../../src/lib/color-mode';
import { parseConsent } from '../../src/lib/consent';
import { consentStorageKeyFor } from '../../src/lib/consent-storage-key';
import { addToastAtom, dismissToastAtom, toastsAtom } from '../../src/state/toasts';

describe('consent parsing', () => {
  it.each([
    ['true', true],
    ['false', false],
    [null, null],
    ['null', null],
    ['"true"', null],
    ['yes', null],
    ['{', null],
    ['1', null],
    ['[true]', null],
  ])('reads %j as %j', (raw, expected) => {
    expect(parseConsent(raw)).toBe(expected);
  });
});

describe('where consent is kept', () => {
  it('under the plain key while nothing needs it, under one naming the host once a remote icon API does', () => {
    expect(consentStorageKeyFor(null)).toBe('cookie-consent');
    expect(consentStorageKeyFor('')).toBe('cookie-consent');
    expect(consentStorageKeyFor('https://api.iconify.design/')).toBe('cookie-consent:api.iconify.design');
    expect(consentStorageKeyFor('http://127.0.0.1:4182')).toBe('cookie-consent:127.0.0.1:4182');
  });
});

describe('colour mode', () => {
  it('accepts the three modes and reads anything else as system', () => {
    expect(parseColorMode('dark')).toBe('dark');
    expect(parseColorMode('light')).toBe('light');
    expect(parseColorMode('"dark"')).toBe('system');
    expect(parseColorMode('purple')).toBe('system');
    expect(parseColorMode(null)).toBe('system');
  });

  it('resolves system from the OS preference and cycles through all modes', () => {
    expect(resolveColorMode('system', true)).toBe('dark');
    expect(resolveColorMode('system', false)).toBe('light');
    expect(resolveColorMode('light', true)).toBe('light');
    // A light OS: the first click goes dark, so it always changes what the visitor sees.
    expect([nextColorMode('system', false), nextColorMode('dark', false), nextColorMode('light', false)]).toEqual([
      'dark',
      'light',
      'system',
    ]);
    expect([nextColorMode('system', true), nextColorMode('light', true), nextColorMode('dark', true)]).toEqual([
      'light',
      'dark',
      'system',
    ]);
  });
});

describe('toasts', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('have defaults: 5000 ms, closable, primary', () => {
    const store = createStore();
    store.set(addToastAtom, { title: 'Saved' });
    expect(store.get(toastsAtom)[0]).toMatchObject({
      title: 'Saved',
      duration: 5000,
      close: true,
      color: 'primary',
      open: true,
    });
  });

  it('show at most five, closing the oldest', () => {
    const store = createStore();
    for (let i = 1; i <= 7; i++) store.set(addToastAtom, { title: `Toast ${i}` });
    const open = store.get(toastsAtom).filter((toast) => toast.open);
    expect(open.map((toast) => toast.title)).toEqual(['Toast 3', 'Toast 4', 'Toast 5', 'Toast 6', 'Toast 7']);
    vi.advanceTimersByTime(200);
    expect(store.get(toastsAtom)).toHaveLength(5);
  });

  it('leave state 200 ms after they close', () => {
    const store = createStore();
    const id = store.set(addToastAtom, { title: 'Bye' });
    store.set(dismissToastAtom, id);
    expect(store.get(toastsAtom)[0]?.open).toBe(false);
    vi.advanceTimersByTime(199);
    expect(store.get(toastsAtom)).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.get(toastsAtom)).toHaveLength(0);
  });
});
