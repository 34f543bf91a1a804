import { useEffect } from 'react';

import { followedLink } from '../followed-link';

/**
 * While the server renders the preview, every link to another page of the
 * site loads it in full. The site's router would show a page it fetched (or
 * prefetched) up to a minute ago; an editor wants the files as they are now.
 */
export const useFullPageLinks = (enabled: boolean) => {
  useEffect(() => {
    if (!enabled) return;
    const onClick = (event: MouseEvent) => {
      const url = followedLink(event);
      if (!url) return;
      // A jump within this page stays the browser's.
      if (url.pathname === window.location.pathname && url.search === window.location.search && url.hash) return;
      // Capture on window: ahead of the router, which listens further down.
      event.preventDefault();
      event.stopPropagation();
      window.location.assign(url.href);
    };
    window.addEventListener('click', onClick, { capture: true });
    return () => window.removeEventListener('click', onClick, { capture: true });
  }, [enabled]);
};
