/** The first check for a newer build waits this long after start, so it never competes with the page's own requests. */
export const FIRST_CHECK_DELAY_MS = 1000;
