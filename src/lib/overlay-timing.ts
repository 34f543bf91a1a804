/**
 * How long overlays wait before they show or hide, in milliseconds. The
 * Ariakit wrappers in src/islands/ui read these; nothing else hard-codes one.
 */
export const OVERLAY_TIMING = {
  /** A tooltip opens after resting on its anchor; moving to the next one within the skip time opens it at once. */
  tooltip: { openDelay: 700, skipDelay: 300 },
  hovercard: { openDelay: 700, closeDelay: 300 },
  /** The specified timing for a dropdown navigation menu, kept for when the header gets one (single links only today). */
  navigationMenu: { delay: 200, skipDelay: 300 },
} as const;
