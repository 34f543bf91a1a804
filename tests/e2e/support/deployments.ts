/**
 * The first of five loopback ports the tests use. E2E_PORT_BASE moves all
 * five, so two checkouts can run their tests side by side; build:test reads
 * the same variable.
 */
export const PORT_BASE = Number(process.env.E2E_PORT_BASE ?? 4180);
const onLoopback = (port: number) => ({ port, url: `http://127.0.0.1:${port}` }) as const;

/** The two deployments the browser tests run against, on loopback. */
export const DEPLOYMENTS = {
  server: onLoopback(PORT_BASE),
  static: onLoopback(PORT_BASE + 1),
} as const;

/** An opt-in remote icon API that is too slow, for the icon fallback tests (see build:test). */
export const SLOW_ICON_API = onLoopback(PORT_BASE + 2);

/** The build-time variables `npm run build:test` sets for a port base: the server's preview API and the slow icon API. */
export const testBuildEnv = (portBase: number): Record<string, string> => ({
  PREVIEW_STAGING_API: onLoopback(portBase).url,
  ICONS_REMOTE_API: onLoopback(portBase + 2).url,
});

/**
 * deploy/nginx-proxy.conf in front of the test Node server, as the Node
 * deployment runs: https with a certificate made for the run, and plain http.
 */
export const PROXY = {
  https: { port: PORT_BASE + 3, url: `https://127.0.0.1:${PORT_BASE + 3}` },
  http: onLoopback(PORT_BASE + 4),
} as const;

/** Where the test nginx instances write their access logs: `<prefix>/logs/access.log` (scripts/nginx/run-nginx.mjs). */
export const NGINX_ACCESS_LOGS = {
  static: 'dist/.nginx-run/logs/access.log',
  proxy: `.tmp/nginx-proxy/${PROXY.https.port}/logs/access.log`,
} as const;

/**
 * The public folder of an earlier release, as deploys keep it beside the
 * current one: both deployments answer its assets the current build lacks.
 */
export const PREVIOUS_RELEASE = {
  publicDir: 'tests/fixtures/previous-release/public',
  asset: '/assets/mobile-menu-dialog-PrEv1ous.js',
  /** A page only the previous release has: never answered, as the old release's pages are not this one's. */
  page: '/only-in-previous',
} as const;

export type DeploymentName = keyof typeof DEPLOYMENTS;

/**
 * Marks a test (or describe) of what happens in the browser alone, on pages,
 * payloads and scripts both deployments send byte for byte: it runs against
 * the Node server only (see playwright.config.ts).
 */
export const BROWSER_ONLY = { tag: '@browser-only' } as const;

/** The preview token the test server runs with; never a real secret. */
export const TEST_PREVIEW_TOKEN = 'test-preview-token-7f3a9c2e51b84d06';
