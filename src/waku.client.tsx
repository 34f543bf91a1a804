import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { unstable_defaultRootOptions as defaultRootOptions } from 'waku/client';
import { Router } from 'waku/router/client';

import { ignorePushOfCurrentAddress } from './islands/ignore-push-of-current-address';
import { keepServerPageUntilHydrated } from './islands/server-page-keeper';

/**
 * Waku's own client entry (its "managed" one), with three additions. If the
 * page cannot hydrate (its code failed to load again after the one guarded
 * reload), React would empty the document: the visitor gets the server's
 * page back instead, readable and with working links, as with JavaScript off.
 * And hydration runs as a transition, as Next.js and Remix start theirs:
 * React then hydrates in slices of a few milliseconds, not one task of the
 * whole page, so a slow phone's main thread stays free for the visitor (a
 * click on a part not yet hydrated hydrates it at once and is then handled).
 * And Back or Forward into a new build keeps the history as it was.
 */
declare global {
  var __WAKU_HYDRATE__: boolean | undefined;
}

ignorePushOfCurrentAddress(window.history, window.location);

if (globalThis.__WAKU_HYDRATE__) {
  const serverPage = keepServerPageUntilHydrated(document);
  const Hydrated = () => {
    useEffect(() => serverPage.hydrated(), []);
    return null;
  };
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <Router />
        <Hydrated />
      </StrictMode>,
      { ...defaultRootOptions, onUncaughtError: serverPage.restoreAfter },
    );
  });
} else {
  createRoot(document, defaultRootOptions).render(
    <StrictMode>
      <Router />
    </StrictMode>,
  );
}
