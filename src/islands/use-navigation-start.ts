import { useEffect, useEffectEvent } from 'react';

import { followedLink } from './followed-link';

type NavigationStart = { to: string; kind: 'link' | 'history' };

const locationKey = (url: URL | Location) => `${url.pathname}${url.search}`;

/** Where the last link the router took leads: until the address shows it, that page is still loading. */
let linkTarget: string | undefined;

/** The page a followed link is loading, while the page on screen is still another; undefined otherwise. */
export const pageBeingLoaded = () => (linkTarget === locationKey(window.location) ? undefined : linkTarget);

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
      current = linkTarget = locationKey(url);
    };
    const onPopState = () => {
      // Back, forward, or a failed load's return (stay-on-current-page.ts): no link is loading now.
      linkTarget = undefined;
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
