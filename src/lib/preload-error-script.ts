import { RELOAD_GUARD_KEY_PREFIX, RELOAD_GUARD_MS } from './reload-guard';

/** Where the site's running code puts its module-preload policy (see islands/build-check/use-navigation-guard.ts). */
export const PRELOAD_ERROR_HANDLER = '__sitePreloadError';

/**
 * Registers the page's first `vite:preloadError` listener, ahead of Waku's
 * own, which reloads once per build and tab whatever the state. Once the
 * site's code runs, its handler decides alone and stops Waku's. Before that
 * (the chunk that failed may hold that code) and after (an error page has
 * taken the layout's place) the same policy runs here, as alone: online,
 * reload once per path per 10 s, as claimReload records it. Without this a
 * second failure later in the tab found only Waku's spent retry, and the
 * page went blank.
 */
export const PRELOAD_ERROR_SCRIPT = `addEventListener("vite:preloadError",function(e){var h=window.${PRELOAD_ERROR_HANDLER};if(h)return h(e);e.stopImmediatePropagation();try{var k=${JSON.stringify(RELOAD_GUARD_KEY_PREFIX)}+location.pathname,n=Date.now();if(navigator.onLine&&!(n-sessionStorage.getItem(k)<${RELOAD_GUARD_MS})){sessionStorage.setItem(k,n);e.preventDefault();location.reload()}}catch(r){}})`;
