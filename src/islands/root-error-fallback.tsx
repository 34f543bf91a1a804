import { useLayoutEffect, useState } from 'react';

import { ServerErrorView } from '../components/server-error-view';
import { buttonStyles } from '../components/ui/button-styles';
import { BACK_TO_HOME } from '../lib/error-messages';
import { loadPageInFullOnce } from './reload-once';

/**
 * The error page in place of the whole layout, with a full page load home: after a fatal error the router may be unusable.
 * A whole route that fails is most often a payload that was none: a Wi-Fi login page, or a host that answers every
 * address with its home page. Loaded in full, the page shows what the server really has there, so that is tried
 * first, once per 10 s; the error page stays blank meanwhile.
 */
export default function RootErrorFallback({ siteName }: { siteName: string }) {
  const [reloadRefused, setReloadRefused] = useState(false);
  useLayoutEffect(() => {
    if (!loadPageInFullOnce()) setReloadRefused(true);
  }, []);
  if (!reloadRefused) return null;
  return (
    <main>
      <ServerErrorView
        detail="Internal error"
        siteName={siteName}
        action={
          <a href="/" className={buttonStyles()}>
            {BACK_TO_HOME}
          </a>
        }
      />
    </main>
  );
}
