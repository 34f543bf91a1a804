// First: it stops at a syntax mistake in the app configuration, which the imports below read.
import './src/vite/config-syntax-gate';

import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'waku/config';

import { buildRecord } from './src/vite/build-record';
import { buildStartedAt } from './src/vite/build-started-at';
import { buildTimeEnv } from './src/vite/build-time-env';
import { previewToolsBundle } from './src/vite/preview-tools-bundle';
import { siteChunks } from './src/vite/site-chunks';

export default defineConfig({
  vite: {
    plugins: [tailwindcss(), buildTimeEnv(), buildStartedAt(), siteChunks(), previewToolsBundle(), buildRecord()],
    build: {
      reportCompressedSize: false,
      // Rolldown's "slowest plugin callbacks" notes (reading content takes most of the build, as it should)
      // otherwise come right above a content error and bury it; the bench measures build time.
      rolldownOptions: { checks: { bundlerTimings: false } },
    },
    // The preview tools are imported by the head script, which the dependency scan never sees.
    environments: { client: { optimizeDeps: { include: ['@ariakit/react/tooltip', '@ariakit/react/hovercard'] } } },
  },
});
