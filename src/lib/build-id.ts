/**
 * This build's id, which Waku writes into the bundles: the pages compare it
 * with /_app/builds/latest.json to notice a newer build. `waku dev` defines
 * none, so there it is 'dev'.
 */
export const BUILD_ID: string = import.meta.env.WAKU_BUILD_ID ?? 'dev';

/** When this build started, in ms since 1970 (src/vite/build-started-at.ts); 0 outside a build. */
export const BUILT_AT: number = import.meta.env.SITE_BUILT_AT ?? 0;
