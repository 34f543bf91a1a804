import { useEffect, useState } from 'react';

import { pageAddressPath } from '../../lib/page-address-path';

type NavigationTarget = EventTarget & { readonly currentEntry?: unknown };

/**
 * The page in the address bar, without a trailing slash a static host may
 * have added (`/about/` is the page `/about`). The preview tools run outside the site's
 * router, so they follow the address itself: the Navigation API reports the
 * router's pushState; without it, a check twice a second does.
 */
export const useAddressPath = (): string => {
  const [path, setPath] = useState(() => pageAddressPath(window.location.pathname));
  useEffect(() => {
    const update = () => setPath(pageAddressPath(window.location.pathname));
    const navigation = (window as { navigation?: NavigationTarget }).navigation;
    if (navigation) {
      navigation.addEventListener('currententrychange', update);
      return () => navigation.removeEventListener('currententrychange', update);
    }
    window.addEventListener('popstate', update);
    const timer = setInterval(update, 500);
    return () => {
      window.removeEventListener('popstate', update);
      clearInterval(timer);
    };
  }, []);
  return path;
};
