import { unstable_parseRoute as parseRoute, type useRouterCache_UNSTABLE } from 'waku/router/client-core';

import { createTaskQueue } from '../lib/task-queue';

/** At most this many route payloads are fetched ahead at once. */
const MAX_PREFETCHES_IN_FLIGHT = 5;

type RouterCache = ReturnType<typeof useRouterCache_UNSTABLE>;

const queue = createTaskQueue(MAX_PREFETCHES_IN_FLIGHT, (error) => {
  console.warn('Prefetch failed; the link still works.', error);
});
const requested = new Set<string>();

/**
 * Warms the router cache for a site path, once per page load. A failed
 * prefetch is only a warning: the visitor still gets the page on click.
 */
export const queuePrefetch = (cache: RouterCache, href: string) => {
  const url = new URL(href, window.location.href);
  if (url.origin !== window.location.origin) return;
  const route = parseRoute(url);
  const key = `${route.path}?${route.query}`;
  if (requested.has(key) || route.path === parseRoute(new URL(window.location.href)).path) return;
  requested.add(key);
  queue.push(async () => {
    cache.prefetchRoute(route);
    await cache.getPrefetch(route)?.promise;
  });
};
