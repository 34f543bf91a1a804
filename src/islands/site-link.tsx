'use client';

import { type ComponentProps, type ReactNode, useEffect, useRef } from 'react';
import { Link } from 'waku';
import { useRouterCache_UNSTABLE as useRouterCache } from 'waku/router/client-core';

import { queuePrefetch } from './prefetch-queue';

type SiteLinkProps = Omit<ComponentProps<'a'>, 'href' | 'children'> & {
  to: string;
  children: ReactNode;
  /** Fetch the target ahead: when the link scrolls into view, on hover, or not at all. */
  prefetch?: 'view' | 'hover' | false;
};

/**
 * The site's internal link: client navigation through Waku's router, with
 * prefetching through one queue of at most five pending requests. Hash-only
 * links stay plain anchors, so the browser just scrolls.
 */
export function SiteLink({ to, prefetch = 'hover', onMouseEnter, onFocus, ...props }: SiteLinkProps) {
  const cache = useRouterCache();
  const ref = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (prefetch !== 'view' || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        queuePrefetch(cache, to);
        observer.disconnect();
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [cache, prefetch, to]);

  if (to.startsWith('#')) return <a href={to} {...props} />;

  const prefetchNow = () => {
    if (prefetch) queuePrefetch(cache, to);
  };
  return (
    <Link
      ref={ref}
      to={to}
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
