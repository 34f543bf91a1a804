type WithNavigation = { navigation?: { currentEntry?: { index: number } | null } };
const entryIndex = () => (window as WithNavigation).navigation?.currentEntry?.index;

let goingBack = false;
/** The history entry of the page on screen, where the Navigation API tells it. */
let shownIndex: number | undefined;

/** Notes the history entry the page on screen is in: called as each page (or section) is shown. */
export const notePageShown = () => (shownIndex = entryIndex());
/** Who has yet to hear that a failed load took the visitor back. */
const unheard = new Set<'scroll memory' | 'announcer'>();

/** Whether the page on screen is the one a failed load took the visitor back to (answered once per reader). */
export const returnedFromFailedLoad = (reader: 'scroll memory' | 'announcer') => unheard.delete(reader);

/**
 * A page's payload could not be fetched at all (offline, connection
 * dropped): not worth an error page. Warn and return to the history entry of
 * the page the visitor was on, once the router has recorded the failed one:
 * one step back after a link, forward again after Back. Without the
 * Navigation API, a link's one step back. Several boundaries may report the
 * same failure; it is handled once.
 */
export const stayOnCurrentPage = (error: unknown) => {
  if (goingBack) return;
  goingBack = true;
  console.warn('Could not load the next page; staying on the current one.', error);
  setTimeout(() => {
    unheard.add('scroll memory').add('announcer');
    const now = entryIndex();
    const steps = shownIndex === undefined || now === undefined ? -1 : shownIndex - now;
    // Never 0, which would reload the page.
    if (steps) window.history.go(steps);
    goingBack = false;
  }, 0);
};
