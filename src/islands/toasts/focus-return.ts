import { MAIN_CONTENT_ID } from '../../lib/main-content-id';

// Where focus was when F8 moved it to the toasts: one region per page, so one place.
let returnTo: HTMLElement | null = null;

/** The body is no place to return to: focusing it would leave focus in the region. */
export const rememberFocusOrigin = (element: HTMLElement) => {
  returnTo = element === document.body ? null : element;
};

/**
 * Leaves the toasts (Escape on the region, or the last toast closing with
 * focus in it): back where F8 came from if that is still on the page, else to
 * the main content, which Tab then goes on from, without scrolling to it.
 */
export const returnFocus = () => {
  const back = returnTo?.isConnected ? returnTo : null;
  returnTo = null;
  if (back) back.focus();
  else document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
};
