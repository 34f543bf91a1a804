import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';

import { COLOR_MODE_STORAGE_KEY, type ColorMode, DEFAULT_COLOR_MODE, parseColorMode, type ResolvedColorMode } from '../lib/color-mode';

type StringStorage = {
  getItem: (key: string, initialValue: ColorMode) => ColorMode;
  setItem: (key: string, value: ColorMode) => void;
  removeItem: (key: string) => void;
  subscribe: (key: string, callback: (value: ColorMode) => void) => () => void;
};

/**
 * localStorage holding the bare word, so the pre-paint script can read it
 * without JSON. Reads are validated; another tab's change arrives as a
 * `storage` event.
 */
export const colorModeStorage: StringStorage = {
  getItem: (key) => {
    try {
      return parseColorMode(localStorage.getItem(key));
    } catch {
      return DEFAULT_COLOR_MODE;
    }
  },
  setItem: (key, value) => {
    try {
      localStorage.setItem(key, value);
    } catch {
      // Private mode or full storage: the choice lasts for this page only.
    }
  },
  removeItem: (key) => localStorage.removeItem(key),
  subscribe: (key, callback) => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === key) callback(parseColorMode(event.newValue));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  },
};

/** The visitor's preference: light, dark or system (default). */
export const colorModeAtom = atomWithStorage<ColorMode>(COLOR_MODE_STORAGE_KEY, DEFAULT_COLOR_MODE, colorModeStorage);

/** A mode the current page forces, if any; it wins over the preference. */
export const forcedColorModeAtom = atom<ResolvedColorMode | undefined>(undefined);

/** Whether the OS asks for dark colours; kept live by the colour-mode effect. */
export const systemPrefersDarkAtom = atom(false);
