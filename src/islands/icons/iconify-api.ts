import { _api, addAPIProvider } from '@iconify/react';

import { ICON_API_SETTINGS, ICON_ENDPOINT, ICON_FETCH_TIMEOUT_MS } from '../../lib/icons';

let configured: string | undefined;

/**
 * Points Iconify at the icon API: the remote one first when the visitor has
 * accepted and the site configured one, then this site's own endpoint.
 * Every request gives up after 1.5 s, so the fallback comes quickly.
 */
export const configureIconApi = (remoteApi: string | null) => {
  const resources = [...(remoteApi ? [remoteApi.replace(/\/$/, '')] : []), `${window.location.origin}${ICON_ENDPOINT}`];
  const key = resources.join(' ');
  if (configured === key) return;
  configured = key;
  addAPIProvider('', { resources, path: '/', ...ICON_API_SETTINGS });
  _api.setFetch((input, init) => fetch(input, { ...init, signal: AbortSignal.timeout(ICON_FETCH_TIMEOUT_MS) }));
};
