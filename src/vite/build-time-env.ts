import type { Plugin } from 'vite';

import { BUILD_TIME_ENV } from '../config/app.config';
import { consentStorageKeyFor } from '../lib/consent-storage-key';

/**
 * Replaces `process.env.<name>` for each build-time variable with its value
 * at build, in the server's code as much as the browser's: the server must
 * not pick up a different value at start than the pages were built with.
 * An unset variable becomes the empty string, which the config reads as unset.
 */
export const buildTimeEnv = (env: NodeJS.ProcessEnv = process.env): Plugin => ({
  name: 'site:build-time-env',
  config: () => ({
    define: {
      ...Object.fromEntries(BUILD_TIME_ENV.map((name) => [`process.env.${name}`, JSON.stringify(env[name] ?? '')])),
      // Worked out here, so the browser's code holds the key alone, not how it is made.
      'import.meta.env.CONSENT_STORAGE_KEY': JSON.stringify(consentStorageKeyFor(env.ICONS_REMOTE_API)),
    },
  }),
});
