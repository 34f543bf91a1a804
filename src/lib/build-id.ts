/**
 * This build's id, which Waku writes into the bundles: the pages compare it
 * with /_app/builds/latest.json to notice a newer build. `waku dev` defines
 * none, so there it is 'dev'.
 */
export const BUILD_ID: string = import.meta.env.WAKU_BUILD_ID ?? 'dev';
