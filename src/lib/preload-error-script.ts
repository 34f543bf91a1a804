/** Where the site's running code puts its module-preload policy (see islands/build-check/use-navigation-guard.ts). */
export const PRELOAD_ERROR_HANDLER = '__sitePreloadError';

/**
 * Registers the page's first `vite:preloadError` listener, ahead of Waku's
 * own, which reloads once per build and session whatever the state. Once the
 * site's code runs, its handler decides alone and stops Waku's; before that,
 * Waku's listener handles a failing chunk as usual.
 */
export const PRELOAD_ERROR_SCRIPT = `addEventListener("vite:preloadError",function(e){var h=window.${PRELOAD_ERROR_HANDLER};h&&h(e)})`;
