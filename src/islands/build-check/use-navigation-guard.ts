import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { useRouter } from 'waku';

import { PRELOAD_ERROR_HANDLER } from '../../lib/preload-error-script';
import { newBuildAvailableAtom, routeRuleMatcherAtom } from '../../state/build';
import { followedLink } from '../followed-link';
import { loadPageInFullOnce } from '../reload-once';
import { pageBeingLoaded } from '../use-navigation-start';
import { decideNavigation } from './decide-navigation';
import { API_PREFIX } from '../../lib/api-prefix';

/** The head script hands each `vite:preloadError` event to the handler set here. */
const setPreloadErrorHandler = (handler: ((event: Event) => void) | undefined) => {
  (window as unknown as Record<string, typeof handler>)[PRELOAD_ERROR_HANDLER] = handler;
};

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
      if (!url || url.pathname.startsWith(API_PREFIX)) return;
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
      if (newBuild) loadPageInFullOnce();
    };
    // A chunk from the old build is gone, or a flaky line dropped it: load the page in full, once per
    // 10 s. The page a link is loading, not the one being left: the click is what the visitor wants.
    // Offline, a reload would only swap the page for the browser's offline page: the island does
    // without its chunk. Called by the head script's listener, the page's first: this decides alone
    // and stops Waku's.
    const onPreloadError = (event: Event) => {
      event.stopImmediatePropagation();
      if (navigator.onLine && loadPageInFullOnce(pageBeingLoaded())) event.preventDefault();
    };
    // Capture: before the router's own click handling.
    document.addEventListener('click', onClick, { capture: true });
    window.addEventListener('popstate', onPopState);
    setPreloadErrorHandler(onPreloadError);
    return () => {
      document.removeEventListener('click', onClick, { capture: true });
      window.removeEventListener('popstate', onPopState);
      setPreloadErrorHandler(undefined);
    };
  }, [router, newBuild, matcher]);
};
