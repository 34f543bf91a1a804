let goingBack = false;
/** Who has yet to hear that a failed load took the visitor back. */
const unheard = new Set<'scroll memory' | 'announcer'>();

/** Whether the page on screen is the one a failed load took the visitor back to (answered once per reader). */
export const returnedFromFailedLoad = (reader: 'scroll memory' | 'announcer') => unheard.delete(reader);

/**
 * A page's payload could not be fetched at all (offline, connection
 * dropped): not worth an error page. Warn and go back to the page the
 * visitor was on, once the router has recorded the failed one in history.
 * Several boundaries may report the same failure; it is handled once.
 */
export const stayOnCurrentPage = (error: unknown) => {
  if (goingBack) return;
  goingBack = true;
  console.warn('Could not load the next page; staying on the current one.', error);
  setTimeout(() => {
    unheard.add('scroll memory').add('announcer');
    window.history.back();
    goingBack = false;
  }, 0);
};
