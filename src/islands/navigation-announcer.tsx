'use client';

import { useEffect, useRef, useState } from 'react';
import { useRouter } from 'waku';

import { MAIN_CONTENT_ID } from '../components/layout/skip-link';
import { sectionFor } from './section-scroll';

/**
 * After a client navigation, does what a page load would: screen readers
 * hear the new page's title, and the next Tab starts in the new content (at
 * the section a link asked for) instead of wherever focus was left. The
 * first render is the page load itself, so nothing happens then.
 */
export function NavigationAnnouncer() {
  const { path, query } = useRouter();
  const [announcement, setAnnouncement] = useState('');
  const firstRender = useRef(true);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const section = window.location.hash ? sectionFor(window.location.hash) : null;
    // Made focusable by script only, so it never becomes a Tab stop of its own.
    if (section && !section.hasAttribute('tabindex')) section.tabIndex = -1;
    (section ?? document.getElementById(MAIN_CONTENT_ID))?.focus({ preventScroll: true });
    setAnnouncement(document.title);
  }, [path, query]);

  return (
    <p aria-live="polite" aria-atomic="true" className="sr-only">
      {announcement}
    </p>
  );
}
