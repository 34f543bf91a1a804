import { fileURLToPath } from 'node:url';

import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    // `server-only` throws outside React's server condition; unit tests run plain Node.
    alias: { 'server-only': fileURLToPath(new URL('./tests/fixtures/empty-module.ts', import.meta.url)) },
  },
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/integration/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
  },
});
