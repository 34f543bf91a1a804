import { parseScrollPositions, serializeScrollPositions } from '../lib/scroll-positions';
import { sessionStore } from './session-store';

/** Kept in sessionStorage, so positions outlive full page loads within the tab. */
const STORAGE_KEY = 'scroll-positions';

export const loadScrollPositions = (): Map<string, number> => {
  try {
    return parseScrollPositions(sessionStore()?.getItem(STORAGE_KEY) ?? null);
  } catch {
    return new Map();
  }
};

export const saveScrollPositions = (positions: Map<string, number>) => {
  try {
    sessionStore()?.setItem(STORAGE_KEY, serializeScrollPositions(positions));
  } catch {
    // Storage is blocked or full: positions last for this page load only.
  }
};
