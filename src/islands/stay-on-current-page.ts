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
 * same failure; it is handled once. The page's code that cannot be fetched
 * offline counts as its payload (error-boundary.tsx).
 */
export const stayOnCurrentPage = (error: unknown) => {
  if (goingBack) return;
  goingBack = true;
  console.warn('Page not loaded; staying on the current one.', error);
  setTimeout(() => {
    unheard.add('scroll memory').add('announcer');
    const now = entryIndex();
    // One step back when the failed page is the one shown: its payload came, its code did not.
    window.history.go(shownIndex === undefined || now === undefined || shownIndex === now ? -1 : shownIndex - now);
    goingBack = false;
  }, 0);
};
