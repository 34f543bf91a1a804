'use client';

import { useStore } from 'jotai';
import type { ComponentProps, ReactNode } from 'react';
import { Link, useRouter } from 'waku';
import { useRouterCache_UNSTABLE as useRouterCache } from 'waku/router/client-core';

import { MAIN_CONTENT_ID } from '../lib/main-content-id';
import { isPlainLeftClick } from '../lib/is-plain-left-click';
import { isRouteHref } from '../lib/route-href';
import { matchRouteRules } from '../lib/route-rules';
import { routeRuleMatcherAtom } from '../state/build';
import { queuePrefetch } from './prefetch-queue';
import { expectSectionArrival, focusInPlace, scrollToSection } from './section-scroll';
import { pageBeingLoaded } from './use-navigation-start';

type SiteLinkProps = Omit<ComponentProps<'a'>, 'href' | 'children'> & {
  to: string;
  children: ReactNode;
};

/**
 * The site's internal link: client navigation through Waku's router, with
 * the target fetched ahead on hover or focus, through one queue with at most
 * five requests in flight. Not on view: a page of links would fetch pages
 * nobody opens. Hash-only links stay plain anchors, so the browser just scrolls.
 */
export function SiteLink({ to, onMouseEnter, onFocus, onClick, ...props }: SiteLinkProps) {
  const cache = useRouterCache();
  const router = useRouter();
  // The route rules are read when a prefetch starts, not subscribed to: they arrive after load,
  // and every link on the page rendering again then was a long task on a slow phone.
  const store = useStore();

  // A hash only needs the browser; another site, or an address with a query, loads in full (route-href.ts).
  if (!isRouteHref(to)) return <a href={to} onClick={onClick} onMouseEnter={onMouseEnter} onFocus={onFocus} {...props} />;

  const prefetchNow = () => {
    // Prefetch where a route-rule redirect will really lead, never the old path.
    const matcher = store.get(routeRuleMatcherAtom);
    queuePrefetch(cache, (matcher && matchRouteRules(matcher, to.split(/[?#]/)[0]!).redirect?.to) || to);
  };
  const toSection = to.includes('#');
  return (
    <Link
      to={to}
      // A section link scrolls itself: smoothly, also when it leads to another page.
      scroll={toSection ? false : undefined}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !isPlainLeftClick(event)) return;
        const url = new URL(to, window.location.href);
        if (url.pathname !== window.location.pathname || url.search !== window.location.search) {
          if (toSection) expectSectionArrival(url);
        } else if (toSection) scrollToSection(url.hash);
        else if (!window.location.hash) {
          // The address on screen: Waku's link would do nothing, the browser loads it again at its top.
          // As after a navigation, the next Tab starts in the content. A frame later, so an open menu
          // has let go of the page's scrolling, and handed focus back, first.
          event.preventDefault();
          // A page still loading from an earlier click is given up: the visitor chose to stay.
          if (pageBeingLoaded()) void router.replace(to);
          requestAnimationFrame(() => {
            window.scrollTo({ top: 0 });
            focusInPlace(document.getElementById(MAIN_CONTENT_ID));
          });
        }
      }}
      onMouseEnter={(event) => {
        prefetchNow();
        onMouseEnter?.(event);
      }}
      onFocus={(event) => {
        prefetchNow();
        onFocus?.(event);
      }}
      {...props}
    />
  );
}
