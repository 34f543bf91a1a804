/**
 * The look of the editors' preview bar, shared by the bar (an island in its
 * own bundle) and the notice the server renders in its place without
 * JavaScript, so the two cannot drift apart.
 */
export const PREVIEW_BAR_CLASSES = {
  // Always amber, so its focus ring is always dark: the dark mode's light accent would vanish on it (1.1:1).
  region: 'relative z-[65] bg-amber-300 text-neutral-950 [&_:focus-visible]:outline-neutral-950',
  row: 'mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-gutter py-2 text-sm',
  badge: 'rounded bg-neutral-950 px-2 py-0.5 text-xs tracking-wide text-amber-300 uppercase',
  button: 'rounded-md border border-neutral-950/30 px-2.5 py-1 text-sm font-medium hover:bg-neutral-950/10',
} as const;
