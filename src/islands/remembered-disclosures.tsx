'use client';

import { type ReactNode, useLayoutEffect, useRef } from 'react';

// Which of the landing page's disclosures are open, by place, for as long as the site runs in this tab.
const openPlaces = new Set<number>();

/**
 * Holds disclosures (`<details>`) that stay open when the visitor comes back.
 * The router renders a page anew on Back, where the browser would have kept
 * them; they open again before the scroll position is restored, so it lands
 * where it was.
 */
export function RememberedDisclosures({ className, children }: { className: string; children: ReactNode }) {
  const list = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const box = list.current!;
    const disclosures = [...box.getElementsByTagName('details')];
    disclosures.forEach((disclosure, place) => (disclosure.open ||= openPlaces.has(place)));
    const remember = () =>
      disclosures.forEach((disclosure, place) => (disclosure.open ? openPlaces.add(place) : openPlaces.delete(place)));
    // "toggle" does not bubble; capturing hears each one.
    box.addEventListener('toggle', remember, true);
    return () => box.removeEventListener('toggle', remember, true);
  }, []);

  return (
    <div ref={list} className={className}>
      {children}
    </div>
  );
}
