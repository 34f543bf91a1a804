'use client';

import { useEffect, useLayoutEffect, useRef } from 'react';
import { useRouter } from 'waku';

import { noteFollowedLink, noteHistoryMove, takeReturnLink } from './history-focus';
import { historyEntryKey } from './history-entry';
import { arriveAtSection } from './section-scroll';
import { loadScrollPositions, saveScrollPositions } from './scroll-store';
import { notePageShown, returnedFromFailedLoad } from './stay-on-current-page';

const cameBackByHistory = () =>
  (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.type === 'back_forward';

/**
 * Back and forward return to where the visitor was in that history entry,
 * whether it is another page or a section of this one. The router scrolls
 * to the top or to the hash; for history moves this puts the remembered
 * position back once the entry is on screen.
 *
 * The browser's own restoration is off while the site runs: it would scroll
 * the old page (smoothly, given the root's scroll-behavior) before the router
 * shows the new one, and its animation could land after ours. It is handed
 * back as the page is left, so a reload restores natively; entries made
 * while it was off are restored from sessionStorage when Back leads to them
 * in a new page load.
 */
export function ScrollMemory() {
  const { path, query, hash } = useRouter();
  // Filled from sessionStorage on mount, before any navigation can start.
  const positions = useRef(new Map<string, number>());
  const shown = useRef<string | null>(null);
  const restore = useRef<{ key: string; y: number } | null>(null);

  useEffect(() => {
    positions.current = loadScrollPositions();
    const saved = positions.current.get(historyEntryKey());
    const returned = returnedFromFailedLoad('scroll memory');
    if (saved !== undefined && (cameBackByHistory() || returned) && window.scrollY === 0)
      window.scrollTo({ top: saved, behavior: 'instant' });
    // The page was built anew after the failed load: the keyboard goes on from the link it left.
    if (returned) {
      noteHistoryMove(historyEntryKey());
      takeReturnLink(historyEntryKey())?.focus({ preventScroll: true });
    }
    const takeOver = () => (history.scrollRestoration = 'manual');
    const handBack = () => {
      positions.current.set(historyEntryKey(), window.scrollY);
      saveScrollPositions(positions.current);
      history.scrollRestoration = 'auto';
    };
    // Capture runs before the link's own handlers, so an in-page link has not started its glide yet.
    const beforeLink = (event: MouseEvent) => {
      const link = event.target instanceof Element && event.target.closest<HTMLAnchorElement>('a[href]');
      if (link) {
        positions.current.set(historyEntryKey(), window.scrollY);
        noteFollowedLink(historyEntryKey(), link === document.activeElement ? link : null);
      }
    };
    // The browser has already moved to the entry being shown; nothing has scrolled yet.
    const onHistoryMove = () => {
      if (shown.current) positions.current.set(shown.current, window.scrollY);
      const to = historyEntryKey();
      noteHistoryMove(to);
      const remembered = positions.current.get(to);
      restore.current = remembered === undefined ? null : { key: to, y: remembered };
    };
    // An anchor the router does not handle adds an entry without a new route.
    const follow = () => {
      shown.current = historyEntryKey();
      notePageShown();
    };
    takeOver();
    window.addEventListener('pageshow', takeOver);
    window.addEventListener('pagehide', handBack);
    window.addEventListener('click', beforeLink, { capture: true });
    window.addEventListener('popstate', onHistoryMove);
    window.addEventListener('hashchange', follow);
    return () => {
      window.removeEventListener('pageshow', takeOver);
      window.removeEventListener('pagehide', handBack);
      window.removeEventListener('click', beforeLink, { capture: true });
      window.removeEventListener('popstate', onHistoryMove);
      window.removeEventListener('hashchange', follow);
      // A page that failed to load takes the whole layout down until Back; this keeps the place to return to.
      saveScrollPositions(positions.current);
      history.scrollRestoration = 'auto';
    };
  }, []);

  // Before paint, in the commit that shows the page (history has not moved yet, so the route names it).
  useLayoutEffect(() => arriveAtSection(`${path}${query ? `?${query}` : ''}`), [path, query]);

  // The router writes the entry's history and scrolls to its top or hash in a layout effect of its own,
  // which runs after this one (it is an ancestor's); a microtask comes after both, still before the
  // page is painted, so the visitor never sees the page at its top on the way back.
  useLayoutEffect(
    () =>
      queueMicrotask(() => {
        shown.current = historyEntryKey();
        notePageShown();
        const pending = restore.current;
        if (!pending || pending.key !== shown.current) return;
        restore.current = null;
        const returnToPosition = () => window.scrollTo({ top: pending.y, behavior: 'instant' });
        returnToPosition();
        // The router's smooth scroll may have moved one compositor frame before this stopped it.
        requestAnimationFrame(returnToPosition);
      }),
    [path, query, hash],
  );

  return null;
}
