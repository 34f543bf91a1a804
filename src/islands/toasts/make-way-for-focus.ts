import { type RefObject, useEffect } from 'react';

/** Set on the toaster while its toasts would cover what has focus; styles.css moves them to the top. */
const MADE_WAY_ATTRIBUTE = 'data-made-way';

const overlap = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * Toasts never hide what has focus (WCAG 2.4.11): when it lands under them,
 * the stack moves to the top of the screen until the last toast is gone.
 * Checked again as the page scrolls, since focus glides its element into
 * view (smooth scrolling), and at once for what has focus when the first toast comes.
 */
export function useMakeWayForFocus(list: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const toaster = list.current?.closest('[data-toaster]');
    if (!toaster) return;
    let frame = 0;
    const check = () => {
      const focused = document.activeElement;
      const toasts = list.current?.getBoundingClientRect();
      if (!focused || focused === document.body || toaster.contains(focused) || !toasts) return;
      if (overlap(focused.getBoundingClientRect(), toasts)) toaster.setAttribute(MADE_WAY_ATTRIBUTE, '');
    };
    const checkNextFrame = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(check);
    };
    checkNextFrame();
    document.addEventListener('focusin', checkNextFrame);
    document.addEventListener('scroll', checkNextFrame, { capture: true, passive: true });
    return () => {
      document.removeEventListener('focusin', checkNextFrame);
      document.removeEventListener('scroll', checkNextFrame, { capture: true });
      cancelAnimationFrame(frame);
      toaster.removeAttribute(MADE_WAY_ATTRIBUTE);
    };
  }, [list]);
}
