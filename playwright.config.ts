import path from 'node:path';

import { defineConfig } from '@playwright/test';

import { CHROMIUM_PATH, PLAYWRIGHT_CHROMIUM_ARGS } from './scripts/browser.mjs';
import { readBuildRecord } from './scripts/build-record.mjs';
import {
  BROWSER_ONLY,
  DEPLOYMENTS,
  PORT_BASE,
  PREVIOUS_RELEASE,
  PROXY,
  SLOW_ICON_API,
  TEST_PREVIEW_TOKEN,
} from './tests/e2e/support/deployments';
import { testBuildProblem } from './tests/e2e/support/test-build';

// Stops at once unless dist/ holds the build:test build for these ports: here,
// because the web servers below start before a global setup would run, and
// their own complaint ("run `npm run build`") would send a developer the wrong way.
const buildProblem = testBuildProblem(readBuildRecord(), PORT_BASE);
if (buildProblem) {
  console.error(buildProblem);
  process.exit(1);
}

/**
 * Specs of what happens in the browser alone (the header's widgets, the section
 * highlight, colour modes, reader settings, toasts, the cookie banner, keyboard
 * focus, how a page looks, paints, prints and scrolls, axe's scan, the JS
 * budget): both deployments send the same pages, payloads, scripts and styles
 * (static-deployment-http.spec.ts checks it byte for byte), so these run
 * against the Node server only. Single tests of that kind in other specs are
 * tagged BROWSER_ONLY (tests/e2e/support/deployments.ts).
 */
const BROWSER_ONLY_SPECS = [
  'header',
  'section-highlight',
  'color-mode',
  'reader-settings',
  'toasts',
  'classic-scrollbars',
  'slow-line',
  'cookie-consent',
  'keyboard',
  'layout',
  'landing',
  'print',
  'navigation',
  'accessibility',
  'js-budget',
  'restyle-cost',
].map((name) => `**/${name}.spec.ts`);

/**
 * Browser tests against the production build, twice: served by the Node
 * server and as static files behind the shipped nginx config.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    launchOptions: { executablePath: CHROMIUM_PATH, args: PLAYWRIGHT_CHROMIUM_ARGS },
    // Recording every test for a trace kept only on failure costs about a third of the suite's CPU, which
    // CI's two cores spend on the tests; there a failure's retry records one.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
  },
  projects: [
    { name: 'server', use: { baseURL: DEPLOYMENTS.server.url } },
    {
      name: 'static',
      use: { baseURL: DEPLOYMENTS.static.url },
      testIgnore: BROWSER_ONLY_SPECS,
      grepInvert: new RegExp(BROWSER_ONLY.tag),
    },
  ],
  webServer: [
    {
      command: 'node scripts/serve.mjs',
      url: `${DEPLOYMENTS.server.url}/`,
      env: {
        PORT: String(DEPLOYMENTS.server.port),
        HOST: '127.0.0.1',
        PREVIEW_TOKEN: TEST_PREVIEW_TOKEN,
        // The static deployment's pages call this server's preview API.
        PREVIEW_ALLOWED_ORIGINS: DEPLOYMENTS.static.url,
        // Lets each test act from its own address, so rate limits do not leak between tests.
        TRUST_PROXY: '1',
        PREVIOUS_PUBLIC_DIR: path.resolve(PREVIOUS_RELEASE.publicDir),
        // No PREVIEW_STAGING_API or ICONS_REMOTE_API: the server takes them from the build (see build:test).
      },
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'node scripts/nginx/serve-static.mjs',
      url: `${DEPLOYMENTS.static.url}/`,
      env: { PORT: String(DEPLOYMENTS.static.port), PREVIOUS_PUBLIC_DIR: path.resolve(PREVIOUS_RELEASE.publicDir) },
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'node scripts/nginx/serve-proxy.mjs',
      url: `${PROXY.https.url}/`,
      ignoreHTTPSErrors: true,
      env: {
        PORT: String(PROXY.https.port),
        HTTP_PORT: String(PROXY.http.port),
        UPSTREAM_PORT: String(DEPLOYMENTS.server.port),
      },
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'node tests/e2e/support/slow-icon-api.mjs',
      url: `${SLOW_ICON_API.url}/`,
      env: { PORT: String(SLOW_ICON_API.port) },
      reuseExistingServer: false,
      stdout: 'ignore',
    },
  ],
});
