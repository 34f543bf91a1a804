import { claimReload } from '../lib/reload-guard';
import { sessionStore } from './session-store';

/**
 * Loads the page on screen, or the page at `to`, in full from the server,
 * unless that path was loaded so in the last 10 s (or storage is blocked):
 * false then.
 */
export const loadPageInFullOnce = (to?: string) => {
  if (!claimReload(to ? new URL(to, location.href).pathname : location.pathname, sessionStore())) return false;
  if (to) location.assign(to);
  else location.reload();
  return true;
};
