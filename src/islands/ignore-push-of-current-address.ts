/**
 * Makes a history push of the address already on screen do nothing. Waku
 * pushes the address before it reloads for a new build; on Back or Forward
 * the address is already the page's, so the push doubled it and cut off
 * every page ahead: Forward did nothing, and the next Back stayed put.
 * Waku's own pushes skip the current address; that reload's is the one that
 * does not, and a push that changes nothing on screen is never wanted here.
 */
export const ignorePushOfCurrentAddress = (history: History, location: Location) => {
  const push = history.pushState.bind(history);
  history.pushState = (state: unknown, unused: string, url?: string | URL | null) => {
    if (url != null && new URL(url, location.href).href === location.href) return;
    push(state, unused, url);
  };
};
