import { StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { unstable_defaultRootOptions as defaultRootOptions } from 'waku/client';
import { Router } from 'waku/router/client';

import { keepServerPageUntilHydrated } from './islands/server-page-keeper';

/**
 * Waku's own client entry (its "managed" one), with one addition: if the page
 * cannot hydrate (its code failed to load again after the one guarded reload),
 * React would empty the document. The visitor gets the server's page back
 * instead, readable and with working links, as with JavaScript off.
 */
declare global {
  var __WAKU_HYDRATE__: boolean | undefined;
}

if (globalThis.__WAKU_HYDRATE__) {
  const serverPage = keepServerPageUntilHydrated(document);
  const Hydrated = () => {
    useEffect(() => serverPage.hydrated(), []);
    return null;
  };
  hydrateRoot(
    document,
    <StrictMode>
      <Router />
      <Hydrated />
    </StrictMode>,
    { ...defaultRootOptions, onUncaughtError: serverPage.restoreAfter },
  );
} else {
  createRoot(document, defaultRootOptions).render(
    <StrictMode>
      <Router />
    </StrictMode>,
  );
}
