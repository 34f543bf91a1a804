'use client';

import { useEffect, useRef, useState } from 'react';
import { useRouter } from 'waku';

import { MAIN_CONTENT_ID } from '../lib/main-content-id';
import { takeReturnLink } from './history-focus';
import { historyEntryKey } from './history-entry';
import { focusInPlace, sectionFor } from './section-scroll';
import { returnedFromFailedLoad } from './stay-on-current-page';

const FAILED_LOAD = 'That page could not be loaded. Check your connection and try again.';
const FAILED_LOAD_SHOWN_MS = 8000;

/**
 * After a client navigation, does what a page load would: screen readers
 * hear the new page's title, and the next Tab starts in the new content (at
 * the section a link asked for) instead of wherever focus was left; Back to
 * a page left by a link starts at that link, as a browser's cache would. The
 * first render is the page load itself, so nothing happens then. A link that
 * could not load (offline) is said on screen too: the page has not changed,
 * and the console is all that would tell otherwise. The text is here, not in
 * a toast, because the toasts' code may be what could not load.
 */
export function NavigationAnnouncer() {
  const { path, query } = useRouter();
  const [announcement, setAnnouncement] = useState('');
  const [failedLoadShown, setFailedLoadShown] = useState(false);
  const firstRender = useRef(true);

  useEffect(() => {
    // The layout may be built anew for the page the visitor was taken back to: its first render then is this.
    if (returnedFromFailedLoad('announcer')) {
      firstRender.current = false;
      setAnnouncement(FAILED_LOAD);
      setFailedLoadShown(true);
      const hide = setTimeout(() => setFailedLoadShown(false), FAILED_LOAD_SHOWN_MS);
      return () => clearTimeout(hide);
    }
    setFailedLoadShown(false);
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    // Back or Forward to a page left by a link: focus goes back to that link (not made a script-only stop).
    const returnLink = takeReturnLink(historyEntryKey());
    if (returnLink) returnLink.focus({ preventScroll: true });
    else focusInPlace(sectionFor(window.location.hash) ?? document.getElementById(MAIN_CONTENT_ID));
    setAnnouncement(document.title);
  }, [path, query]);

  return (
    <p
      aria-live="polite"
      aria-atomic="true"
      className={
        failedLoadShown
          ? 'fixed inset-x-4 top-4 z-[70] mx-auto max-w-md rounded-xl border border-l-4 border-line border-l-amber-500 bg-surface p-4 font-semibold shadow-lg'
          : 'sr-only'
      }
    >
      {announcement}
    </p>
  );
}
