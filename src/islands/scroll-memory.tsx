'use client';

import { useEffect, useLayoutEffect, useRef } from 'react';
import { useRouter } from 'waku';

import { arriveAtSection } from './section-scroll';
import { useNavigationStart } from './use-navigation-start';

/**
 * Back and forward return to where the visitor was on that page. The router
 * scrolls new pages to the top; for history moves this puts the remembered
 * position back once the page is on screen.
 */
export function ScrollMemory() {
  const { path, query } = useRouter();
  const positions = useRef(new Map<string, number>());
  const restore = useRef<{ key: string; y: number } | null>(null);

  useNavigationStart(({ from, to, kind }) => {
    positions.current.set(from, window.scrollY);
    const saved = positions.current.get(to);
    restore.current = kind === 'history' && saved !== undefined ? { key: to, y: saved } : null;
  });

  // Before paint, in the commit that shows the page (history has not moved yet, so the route names it).
  useLayoutEffect(() => arriveAtSection(`${path}${query ? `?${query}` : ''}`), [path, query]);

  useEffect(() => {
    const pending = restore.current;
    const key = `${window.location.pathname}${window.location.search}`;
    if (!pending || pending.key !== key) return;
    restore.current = null;
    window.scrollTo({ top: pending.y, behavior: 'instant' });
  }, [path, query]);

  return null;
}
