import { claimReload } from '../lib/reload-guard';
import { sessionStore } from './session-store';

/** Loads the current page again from the server, unless that already happened in the last 10 s (or storage is blocked): false then. */
export const reloadCurrentPageOnce = () => {
  if (!claimReload(window.location.pathname, sessionStore())) return false;
  window.location.reload();
  return true;
};
