'use client';

import { useAtomValue } from 'jotai';
import { type ComponentProps, type ReactNode, useEffect, useRef } from 'react';
import { Link } from 'waku';
import { useRouterCache_UNSTABLE as useRouterCache } from 'waku/router/client-core';

import { isPlainLeftClick } from '../lib/is-plain-left-click';
import { isRouteHref } from '../lib/route-href';
import { matchRouteRules } from '../lib/route-rules';
import { routeRuleMatcherAtom } from '../state/build';
import { queuePrefetch } from './prefetch-queue';
import { expectSectionArrival, scrollToSection } from './section-scroll';

type SiteLinkProps = Omit<ComponentProps<'a'>, 'href' | 'children'> & {
  to: string;
  children: ReactNode;
  /** Fetch the target ahead: when the link scrolls into view, on hover, or not at all. */
  prefetch?: 'view' | 'hover' | false;
};

/**
 * The site's internal link: client navigation through Waku's router, with
 * prefetching through one queue with at most five requests in flight. Hash-only
 * links stay plain anchors, so the browser just scrolls.
 */
export function SiteLink({ to, prefetch = 'hover', onMouseEnter, onFocus, onClick, ...props }: SiteLinkProps) {
  const cache = useRouterCache();
  const ref = useRef<HTMLAnchorElement>(null);
  // Prefetch where a route-rule redirect will really lead, never the old path.
  const matcher = useAtomValue(routeRuleMatcherAtom);
  const prefetchTarget = (matcher && matchRouteRules(matcher, to.split(/[?#]/)[0]!).redirect?.to) || to;

  useEffect(() => {
    const element = ref.current;
    if (prefetch !== 'view' || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        queuePrefetch(cache, prefetchTarget);
        observer.disconnect();
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [cache, prefetch, prefetchTarget]);

  // A hash only needs the browser; anything that is not a site path is not the router's.
  if (to.startsWith('#') || !isRouteHref(to))
    return <a href={to} onClick={onClick} onMouseEnter={onMouseEnter} onFocus={onFocus} {...props} />;

  const prefetchNow = () => {
    if (prefetch) queuePrefetch(cache, prefetchTarget);
  };
  const toSection = to.includes('#');
  return (
    <Link
      ref={ref}
      to={to}
      // A section link scrolls itself: smoothly, also when it leads to another page.
      scroll={toSection ? false : undefined}
      onClick={(event) => {
        onClick?.(event);
        if (!toSection || event.defaultPrevented || !isPlainLeftClick(event)) return;
        const url = new URL(to, window.location.href);
        if (url.pathname === window.location.pathname && url.search === window.location.search) scrollToSection(url.hash);
        else expectSectionArrival(url);
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
