'use client';

import { useEffect, useLayoutEffect, useRef } from 'react';
import { useRouter } from 'waku';

import { loadScrollPositions, saveScrollPositions } from '../lib/scroll-positions';
import { arriveAtSection } from './section-scroll';
import { useNavigationStart } from './use-navigation-start';

type NavigationWithEntries = { currentEntry?: { key: string } | null };

/**
 * Which history entry is on screen. The Navigation API gives each entry its
 * own key (kept across reloads), so two visits of one page keep their own
 * positions; without it the page's address stands in.
 */
const historyEntryKey = () =>
  (window as { navigation?: NavigationWithEntries }).navigation?.currentEntry?.key ??
  `${window.location.pathname}${window.location.search}`;

const cameBackByHistory = () =>
  (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.type === 'back_forward';

/**
 * Back and forward return to where the visitor was on that page. The router
 * scrolls new pages to the top; for history moves this puts the remembered
 * position back once the page is on screen.
 *
 * The browser's own restoration is off while the site runs: it would scroll
 * the old page (smoothly, given the root's scroll-behavior) before the router
 * shows the new one, and its animation could land after ours. It is handed
 * back as the page is left, so a reload restores natively; entries made
 * while it was off are restored from sessionStorage when Back leads to them
 * in a new page load.
 */
export function ScrollMemory() {
  const { path, query } = useRouter();
  // Filled from sessionStorage on mount, before any navigation can start.
  const positions = useRef(new Map<string, number>());
  const shown = useRef<string | null>(null);
  const restore = useRef<{ key: string; y: number } | null>(null);

  useEffect(() => {
    positions.current = loadScrollPositions();
    const saved = positions.current.get(historyEntryKey());
    if (saved !== undefined && cameBackByHistory() && window.scrollY === 0) window.scrollTo({ top: saved, behavior: 'instant' });
    const takeOver = () => (history.scrollRestoration = 'manual');
    const handBack = () => {
      positions.current.set(historyEntryKey(), window.scrollY);
      saveScrollPositions(positions.current);
      history.scrollRestoration = 'auto';
    };
    takeOver();
    window.addEventListener('pageshow', takeOver);
    window.addEventListener('pagehide', handBack);
    return () => {
      window.removeEventListener('pageshow', takeOver);
      window.removeEventListener('pagehide', handBack);
      history.scrollRestoration = 'auto';
    };
  }, []);

  useNavigationStart(({ kind }) => {
    positions.current.set(shown.current ?? historyEntryKey(), window.scrollY);
    // On back and forward the browser has already moved to the entry being shown.
    const to = historyEntryKey();
    const saved = kind === 'history' ? positions.current.get(to) : undefined;
    restore.current = saved === undefined ? null : { key: to, y: saved };
  });

  // An anchor on the same page adds an entry without a new page.
  useEffect(() => {
    const follow = () => (shown.current = historyEntryKey());
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, []);

  // Before paint, in the commit that shows the page (history has not moved yet, so the route names it).
  useLayoutEffect(() => arriveAtSection(`${path}${query ? `?${query}` : ''}`), [path, query]);

  // After the router has written the new page's history entry.
  useEffect(() => {
    shown.current = historyEntryKey();
    const pending = restore.current;
    if (!pending || pending.key !== shown.current) return;
    restore.current = null;
    window.scrollTo({ top: pending.y, behavior: 'instant' });
  }, [path, query]);

  return null;
}
