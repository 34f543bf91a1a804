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
    expect(text, path).toContain('>Page not found</h1>');
  }
  // Node names the path as sent; named as it resolves, `/about`, it would call a page missing that is there.
  if (testInfo.project.name === 'server') {
    for (const [path, named] of [
      ['/x/../about', '/x/../about'],
      ['/services/%2e%2e/about', '/services/../about'],
    ]) {
      const { text } = await rawHttp(port, get(`${path}?ref=mail`));
      expect(text, path).toContain(`>Page not found: ${named}</p>`);
      expect(text, path).toContain(`>Page Not Found: ${named}?ref=mail</p>`);
    }
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

test('HEAD answers with the status and headers GET gets, for odd paths too', async ({ request }) => {
  for (const path of ['/about', '/About', '/About_Us', '/%2e%2e/', '/no-such-page', '/RSC/R/nope.txt', '/.env']) {
    const [got, head] = [await request.get(path, { maxRedirects: 0 }), await request.head(path, { maxRedirects: 0 })];
    expect(head.status(), path).toBe(got.status());
    for (const name of ['content-type', 'cache-control', 'etag', 'vary', 'content-security-policy']) {
      // A page rendered per request has a fresh nonce each time.
      const value = (response: typeof got) => response.headers()[name]?.replace(/'nonce-[\w-]+'/, "'nonce'");
      expect(value(head), `${path} ${name}`).toBe(value(got));
    }
    expect(await head.text(), path).toBe('');
  }
});

test('an HTTP/1.0 request, which may come without a Host line, gets the answer an HTTP/1.1 one does', async ({}, testInfo) => {
  const port = DEPLOYMENTS[testInfo.project.name as DeploymentName].port;
  for (const [path, status] of [
    ['/about', 200],
    ['/about/', 301],
    ['/no-such-page', 404],
    ['/team', 301],
  ] as const) {
    const answer = await rawHttp(port, `GET ${path} HTTP/1.0\r\n\r\n`);
    expect(answer.status, path).toBe(status);
  }
  // HTTP/1.1 asks for the line (RFC 9112, 3.2).
  const withoutHost = await rawHttp(port, 'GET /about HTTP/1.1\r\nConnection: close\r\n\r\n');
  expect(withoutHost.status).toBe(400);
});

test('CONNECT is a method like any other no page answers: 405', async ({}, testInfo) => {
  test.skip(testInfo.project.name !== 'server', 'nginx refuses the request line with a plain 400, as any it cannot read');
  const port = DEPLOYMENTS[testInfo.project.name as DeploymentName].port;
  const { status, text } = await rawHttp(port, 'CONNECT evil.example:443 HTTP/1.1\r\nHost: evil.example:443\r\n\r\n');
  expect(status).toBe(405);
  expect(text.toLowerCase()).toContain('\r\nallow: get, head\r\n');
});

test('hidden folders are a 404 with or without a trailing slash, never a redirect', async ({}, testInfo) => {
  const port = DEPLOYMENTS[testInfo.project.name as DeploymentName].port;
  for (const path of ['/.git/', '/.git', '/images/.cache/', '/.well-known/security.txt/']) {
    const { status } = await rawHttp(port, get(path));
    expect(status, path).toBe(path === '/.well-known/security.txt/' ? 301 : 404);
  }
});

test('a Range header is ignored: the whole file, as a static host without ranges sends it', async ({ request }) => {
  const whole = await request.get('/about', { headers: { 'accept-encoding': 'identity' } });
  for (const range of ['bytes=0-99', 'bytes=99999999-', 'bytes=5-1']) {
    const response = await request.get('/about', { headers: { range, 'accept-encoding': 'identity' } });
    expect(response.status(), range).toBe(200);
    expect(await response.text(), range).toBe(await whole.text());
    expect(response.headers()['x-frame-options'], range).toBe('DENY');
  }
});
