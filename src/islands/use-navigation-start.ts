import { useEffect, useEffectEvent } from 'react';

import { followedLink } from './followed-link';

type NavigationStart = { to: string; kind: 'link' | 'history' };

const locationKey = (url: URL | Location) => `${url.pathname}${url.search}`;

/**
 * Calls back when a client navigation to another page begins: a link the
 * router took over (it prevented the default) or back/forward. Hash-only
 * moves on the same page are not navigations.
 */
export const useNavigationStart = (onStart: (start: NavigationStart) => void) => {
  const started = useEffectEvent(onStart);

  useEffect(() => {
    let current = locationKey(window.location);

    const onClick = (event: MouseEvent) => {
      // Runs after React's handlers: a prevented click on a same-site link is the router's.
      const url = event.defaultPrevented ? followedLink(event) : undefined;
      if (!url || locationKey(url) === current) return;
      started({ to: locationKey(url), kind: 'link' });
      current = locationKey(url);
    };
    const onPopState = () => {
      const to = locationKey(window.location);
      if (to === current) return;
      started({ to, kind: 'history' });
      current = to;
    };

    window.addEventListener('click', onClick);
    window.addEventListener('popstate', onPopState);
    return () => {
      window.removeEventListener('click', onClick);
      window.removeEventListener('popstate', onPopState);
    };
  }, []);
};
