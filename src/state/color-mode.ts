import { atom } from 'jotai';

import {
  COLOR_MODE_STORAGE_KEY,
  type ColorMode,
  DEFAULT_COLOR_MODE,
  parseColorMode,
  type ResolvedColorMode,
} from '../lib/color-mode';
import { validatedLocalStorage } from './browser-storage';
import { storedAtom } from './stored-atom';

/** Stored as the bare word, so the pre-paint script can read it without JSON. */
const colorModeStorage = validatedLocalStorage<ColorMode>(parseColorMode, (mode) => mode);

/** The visitor's preference: light, dark or system (default). */
export const colorModeAtom = storedAtom<ColorMode>(COLOR_MODE_STORAGE_KEY, DEFAULT_COLOR_MODE, colorModeStorage);

/** A mode the current page forces, if any; it wins over the preference. */
export const forcedColorModeAtom = atom<ResolvedColorMode | undefined>(undefined);

/** Whether the OS asks for dark colours; kept live by the colour-mode control. */
export const systemPrefersDarkAtom = atom(false);
