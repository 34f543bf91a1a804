type NavigationWithEntries = { currentEntry?: { key: string } | null };

/**
 * Which history entry is on screen. The Navigation API gives each entry its
 * own key (kept across reloads), so two visits of one page keep their own
 * memories; without it the page's address stands in.
 */
export const historyEntryKey = () =>
  (window as { navigation?: NavigationWithEntries }).navigation?.currentEntry?.key ??
  `${window.location.pathname}${window.location.search}`;
