let goingBack = false;
let wentBack = false;

/** Whether the page on screen is the one a failed load took the visitor back to (asked once). */
export const returnedFromFailedLoad = () => {
  const answer = wentBack;
  wentBack = false;
  return answer;
};

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
    wentBack = true;
    window.history.back();
    goingBack = false;
  }, 0);
};
