'use client';

import { claimReload } from '../lib/reload-guard';

/** sessionStorage, or undefined where the browser refuses it (then no forced reload happens). */
export const sessionStore = () => {
  try {
    return sessionStorage;
  } catch {
    return undefined;
  }
};

/** Loads the current page again from the server, unless that already happened in the last 10 s: false then. */
export const reloadCurrentPageOnce = () => {
  if (!claimReload(window.location.pathname, sessionStore())) return false;
  window.location.reload();
  return true;
};
