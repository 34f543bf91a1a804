import { expect, test } from '@playwright/test';

import { type DeploymentName, DEPLOYMENTS } from './support/deployments';
import { get, rawHttp } from './support/raw-http';

/** Requests sent as-is, with no normalisation by the client. */
const ODD_PATHS = [
  '/RSC/R/..%2f..%2fpackage.json',
  '/RSC/R/%2e%2e/%2e%2e/package.json',
  '/..%2f..%2fetc%2fpasswd',
  '/%2e%2e/%2e%2e/etc/passwd',
  '/a%00b',
  '/about%00.html',
  '/about%5c..%5cpackage.json',
  '/RSC/F/whatever.txt',
  '/RSC/S/slice.txt',
  '/RSC/R/About.txt',
  `/${'a'.repeat(3000)}`,
  '/private/company.yaml',
  '/private/content/about.md',
  '/src/config/app.config.ts',
  '/package.json',
  '/dist/serve-node.js',
  '/server/index.js',
  '/.env',
  '/.git/config',
];

const SECRETS = ['"dependencies"', 'managingDirectors', 'appConfigInput', 'root:x:0:0', 'INTERNAL_runFetch', '[core]'];

test('odd paths get a 4xx, never a 5xx, and never file contents', async ({ request }) => {
  for (const path of ODD_PATHS) {
    const response = await request.get(path, { maxRedirects: 0 });
    const body = await response.text();
    expect(response.status(), path).toBeGreaterThanOrEqual(400);
    expect(response.status(), path).toBeLessThan(500);
    for (const secret of SECRETS) expect(body, `${path} leaks ${secret}`).not.toContain(secret);
  }
});

test('a . or .. segment is a 404, not the page it would resolve to', async ({}, testInfo) => {
  const port = DEPLOYMENTS[testInfo.project.name as DeploymentName].port;
  // Sent raw: a URL parser would resolve them before they left.
  for (const path of ['/x/../about', '/services/%2e%2e/about', '/./about', '/%2e%2e/', '/about/.', '/careers/..?x=1']) {
    const { status, text } = await rawHttp(port, get(path));
    expect(status, path).toBe(404);
    expect(text, path).not.toContain('above a bakery');
  }
  // The same in the absolute form a request line may take: `GET http://host/x/../about`.
  for (const path of ['/x/../about', '/services/%2e%2e/about']) {
    const { status, text } = await rawHttp(port, get(`http://127.0.0.1:${port}${path}`));
    expect(status, path).toBe(404);
    expect(text, path).not.toContain('above a bakery');
  }
  expect((await rawHttp(port, get(`http://127.0.0.1:${port}/about`))).text).toContain('above a bakery');
  // The one hidden folder a site publishes.
  expect((await rawHttp(port, get('/.well-known/security.txt'))).status).toBe(200);
});

test('only GET and HEAD are answered for pages', async ({ request }) => {
  for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
    const response = await request.fetch('/about', { method });
    expect(response.status(), method).toBe(405);
  }
  const head = await request.head('/about');
  expect(head.status()).toBe(200);
  expect(await head.text()).toBe('');
});
