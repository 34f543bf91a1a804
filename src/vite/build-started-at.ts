import type { Plugin } from 'vite';

/**
 * Writes the time the build started into the bundles, as Waku writes the
 * build's id: the build manifest the server emits and the pages' build check
 * read the same number, so a page can tell a later build from an earlier one.
 */
export const buildStartedAt = (now = Date.now()): Plugin => ({
  name: 'site:build-started-at',
  config: () => ({ define: { 'import.meta.env.SITE_BUILT_AT': JSON.stringify(now) } }),
});
