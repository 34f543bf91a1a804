'use client';

import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { useRouter } from 'waku';

import { newBuildAvailableAtom, routeRuleMatcherAtom } from '../../state/build';
import { followedLink } from '../followed-link';
import { reloadCurrentPageOnce } from '../reload-once';
import { decideNavigation } from './decide-navigation';

/**
 * Runs before the router sees a link click: follows this build's route-rule
 * redirects without fetching the old path's payload, and after a new deploy
 * turns the navigation into a full page load (guarded, so it never loops).
 */
export const useNavigationGuard = () => {
  const router = useRouter();
  const newBuild = useAtomValue(newBuildAvailableAtom);
  const matcher = useAtomValue(routeRuleMatcherAtom);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const url = followedLink(event);
      if (!url || url.pathname.startsWith('/api/')) return;
      if (url.pathname === window.location.pathname && url.search === window.location.search) return;

      const decision = decideNavigation(url, matcher, newBuild);
      if (decision.kind === 'document') {
        event.preventDefault();
        window.location.assign(decision.href);
      } else if (decision.href !== `${url.pathname}${url.search}${url.hash}`) {
        event.preventDefault();
        void router.push(decision.href);
      }
    };
    const onPopState = () => {
      if (newBuild) reloadCurrentPageOnce();
    };
    // A chunk from the old build is gone: load the page again, once per 10 s.
    const onPreloadError = (event: Event) => {
      if (reloadCurrentPageOnce()) event.preventDefault();
    };
    // Capture: before the router's own click handling.
    document.addEventListener('click', onClick, { capture: true });
    window.addEventListener('popstate', onPopState);
    window.addEventListener('vite:preloadError', onPreloadError);
    return () => {
      document.removeEventListener('click', onClick, { capture: true });
      window.removeEventListener('popstate', onPopState);
      window.removeEventListener('vite:preloadError', onPreloadError);
    };
  }, [router, newBuild, matcher]);
};
