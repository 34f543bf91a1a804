/** The two deployments the browser tests run against, on loopback. */
export const DEPLOYMENTS = {
  server: { port: 4180, url: 'http://127.0.0.1:4180' },
  static: { port: 4181, url: 'http://127.0.0.1:4181' },
} as const;

/** An opt-in remote icon API that is too slow, for the icon fallback tests (see build:test). */
export const SLOW_ICON_API = { port: 4182, url: 'http://127.0.0.1:4182' } as const;

export type DeploymentName = keyof typeof DEPLOYMENTS;

/** The preview token the test server runs with; never a real secret. */
export const TEST_PREVIEW_TOKEN = 'test-preview-token-7f3a9c2e51b84d06';
