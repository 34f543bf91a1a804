import { expect, test } from '@playwright/test';

import { testClientAddress } from './support/client-address';
import { recordCspViolations } from './support/csp-violations';
import { DEPLOYMENTS, TEST_PREVIEW_TOKEN } from './support/deployments';
import { dripHead, get, parseAnswer, rawHttp } from './support/raw-http';
import { expectSecurityHeaders } from './support/security-headers';
import { cookieBanner } from './support/visitor';

test('pages hydrate and work with zero CSP violations', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const violations = await recordCspViolations(page);
  for (const path of ['/', '/services/web-applications', '/imprint', '/no-such-page']) {
    const response = await page.goto(path);
    const csp = response!.headers()['content-security-policy']!;
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
    expect(await violations(), path).toEqual([]);
  }
  // Islands at work: menu, consent with its toast icon, colour mode, client navigation.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Home' }).click();
  await cookieBanner(page).getByRole('button', { name: 'Accept' }).click();
  await page.getByRole('button', { name: /Colour mode/ }).click();
  await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Contact' }).first().click();
  // Code loaded on demand has arrived too: the toast and the cookie button's icon.
  await expect(page.getByRole('region', { name: /Notifications/ })).toContainText('Cookie preferences saved');
  await expect(page.getByRole('button', { name: 'Cookie settings' }).locator('svg')).toHaveCount(1);
  expect(await violations()).toEqual([]);
});

test('preview pages rendered per request use a nonce, without violations', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'server', 'server deployment only');
  // An address of its own, so other tests' wrong tokens never rate-limit this one.
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': testClientAddress(testInfo) });
  const violations = await recordCspViolations(page);
  const response = await page.goto(`/about?preview=${TEST_PREVIEW_TOKEN}`, { referer: '' });
  expect(response!.headers()['content-security-policy']).toMatch(/'nonce-[\w-]+'/);
  await expect(page.getByText('Staged update')).toBeVisible();
  expect(await violations()).toEqual([]);
});

test('every response carries the security headers', async ({ request }) => {
  for (const path of [
    '/',
    '/about',
    '/no-such-page',
    '/sitemap.xml',
    '/_app/builds/latest.json',
    '/RSC/R/about.txt',
    '/logo.svg',
  ]) {
    expectSecurityHeaders((await request.get(path)).headers(), path);
  }
});

test('HSTS is sent over https', async ({ request }, testInfo) => {
  test.skip(testInfo.project.name !== 'server', 'nginx gets it in its https server block');
  const headers = (await request.get('/', { headers: { 'x-forwarded-proto': 'https' } })).headers();
  // Two years, as hstspreload.org asks, for every subdomain: a short or zero max-age would undo HSTS.
  expect(headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
  expect((await request.get('/')).headers()['strict-transport-security']).toBeUndefined();
});

test('text files come precompressed, assets are immutable, pages revalidate', async ({ request }, testInfo) => {
  const latest = await (await request.get('/')).text();
  const script = /src="(\/assets\/[^"]+\.js)"|href="(\/assets\/[^"]+\.js)"/.exec(latest)!;
  const css = /href="(\/assets\/[^"]+\.css)"/.exec(latest)![1]!;
  const files = ['/', '/about', script[1] ?? script[2]!, css, '/sitemap.xml', '/logo.svg', '/RSC/R/about.txt'];
  for (const encoding of ['br', 'gzip']) {
    for (const path of files) {
      const response = await request.get(path, { headers: { 'accept-encoding': encoding } });
      expect(response.headers()['content-encoding'], `${path} ${encoding} (${testInfo.project.name})`).toBe(encoding);
    }
  }
  expect((await request.get(css)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  for (const path of ['/', '/about', '/RSC/R/about.txt'])
    expect((await request.get(path)).headers()['cache-control']).toContain('must-revalidate');
  // The same on both deployments: a page may appear at a missing address with the next deploy.
  const missing = await request.get('/no-such-page');
  expect(missing.status()).toBe(404);
  expect(missing.headers()['cache-control']).toBe('public, max-age=0, must-revalidate');
});

test('a client behind a proxy, or speaking HTTP/1.0 as the proxy_pass of nginx does, gets gzip too', async ({}, testInfo) => {
  const port = DEPLOYMENTS[testInfo.project.name as keyof typeof DEPLOYMENTS].port;
  const encodingOf = async (request: string) => parseAnswer((await rawHttp(port, request)).text).headers['content-encoding'];
  expect(await encodingOf(get('/about', { 'accept-encoding': 'gzip', via: '1.1 cache.example.net' }))).toBe('gzip');
  const http10 = get('/about', { 'accept-encoding': 'gzip' }).replace('HTTP/1.1', 'HTTP/1.0');
  expect(await encodingOf(http10)).toBe('gzip');
});

test('RSC payloads are kept out of search engines, pages are not', async ({ request }) => {
  for (const encoding of ['identity', 'gzip'])
    expect((await request.get('/RSC/R/about.txt', { headers: { 'accept-encoding': encoding } })).headers()['x-robots-tag']).toBe(
      'noindex',
    );
  for (const path of ['/', '/about']) expect((await request.get(path)).headers()['x-robots-tag'], path).toBeUndefined();
});

test('an answer to a preview link, whatever its token, is kept out of caches and search engines', async ({ request }) => {
  for (const path of ['/about?preview=not-the-token', '/about?preview', '/no-such-page?preview=x']) {
    const headers = (await request.get(path, { maxRedirects: 0 })).headers();
    expect(headers['cache-control'], path).toBe('no-store');
    expect(headers['x-robots-tag'], path).toMatch(/^noindex(, noindex)?$/);
  }
});

test('an HTTP/2.0 request line over HTTP/1 is a 400 in plain text on both deployments', async ({}, testInfo) => {
  const port = DEPLOYMENTS[testInfo.project.name as keyof typeof DEPLOYMENTS].port;
  const answer = await rawHttp(port, get('/about').replace('HTTP/1.1', 'HTTP/2.0'));
  expect(answer.status).toBe(400);
  expect(parseAnswer(answer.text).headers['content-type']).toMatch(/^text\/plain/);
});

test('a request neither server can take is a plain 400 with the site headers on both deployments, not a page', async ({}, testInfo) => {
  const port = DEPLOYMENTS[testInfo.project.name as keyof typeof DEPLOYMENTS].port;
  const malformed = {
    'two Content-Length headers': `GET /about HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 5\r\nContent-Length: 6\r\nConnection: close\r\n\r\nhello!`,
    'two Host headers': `GET /about HTTP/1.1\r\nHost: 127.0.0.1\r\nHost: elsewhere.example\r\nConnection: close\r\n\r\n`,
    'no Host over HTTP/1.1': `GET /about HTTP/1.1\r\nConnection: close\r\n\r\n`,
    "a space before a header's colon": get('/about').replace('Connection: close', 'Connection : close\r\nConnection: close'),
  };
  for (const [label, request] of Object.entries(malformed)) {
    const answer = await rawHttp(port, request);
    const { headers, body } = parseAnswer(answer.text);
    // Not the 404 page for an address that exists: an operator reading the log sees what was wrong.
    expect(answer.status, label).toBe(400);
    expect(headers['content-type'], label).toMatch(/^text\/plain/);
    // A 400 is kept by no cache unless a header allows it; none does.
    expect([undefined, 'no-store'], label).toContain(headers['cache-control']);
    expect(body, label).toContain('Bad Request');
    expectSecurityHeaders(headers, label);
  }
});

test('request heads up to the limit are answered, oversized ones refused', async ({}, testInfo) => {
  const port = DEPLOYMENTS[testInfo.project.name as keyof typeof DEPLOYMENTS].port;
  // A long cookie or referrer is no attack: 12 KB of headers, under the 16 KB limit, still get the page.
  expect((await rawHttp(port, get('/', { 'x-filler': 'y'.repeat(12_000) }))).status).toBe(200);
  // The server may close before it has read the whole head; a reset is a refusal too.
  const answer = await rawHttp(port, get('/', { 'x-filler': 'y'.repeat(40_000) })).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ECONNRESET') return { status: 'reset', text: '' };
    throw error;
  });
  expect([431, 'reset']).toContain(answer.status);
  // Not nginx's own error page, which names it.
  expect(answer.text.split('\r\n\r\n')[1] ?? '').not.toContain('nginx');
  expect((await rawHttp(port, get('/'))).status).toBe(200);
});

test('a path over 2,048 characters gets 414 in plain text, the query aside', async ({}, testInfo) => {
  const port = DEPLOYMENTS[testInfo.project.name as keyof typeof DEPLOYMENTS].port;
  for (const path of [`/${'a'.repeat(3000)}`, `/about/${'a'.repeat(2100)}/`]) {
    const { status, text } = await rawHttp(port, get(path));
    const [head = '', body] = text.split('\r\n\r\n');
    expect(status, path.slice(0, 20)).toBe(414);
    expect(head.toLowerCase()).toContain('content-type: text/plain');
    expect(head.toLowerCase()).toContain('x-content-type-options: nosniff');
    // Chunked on the Node server, so the text is between the chunk sizes.
    expect(body).toContain('URI Too Long');
    expect(body).not.toContain('<');
  }
  expect((await rawHttp(port, get(`/${'a'.repeat(2047)}`))).status).toBe(404);
  expect((await rawHttp(port, get(`/about?q=${'a'.repeat(3000)}`))).status).toBe(200);
});

test('a request line longer than the head limit (a 17 KB query) gets 414 on both deployments, as nginx says', async ({}, testInfo) => {
  const port = DEPLOYMENTS[testInfo.project.name as keyof typeof DEPLOYMENTS].port;
  // Before, the Node server called it 431, too large headers, which the visitor's headers were not.
  for (const length of [17_000, 40_000]) {
    const answer = await rawHttp(port, get(`/about?${'q'.repeat(length)}`)).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNRESET') return { status: 'reset', text: '' };
      throw error;
    });
    expect(answer.status, String(length)).toBe(414);
  }
  expect((await rawHttp(port, get('/'))).status).toBe(200);
});

test('a client that drips its request head is cut off after about 10 s', async ({}, testInfo) => {
  test.setTimeout(45_000);
  const port = DEPLOYMENTS[testInfo.project.name as keyof typeof DEPLOYMENTS].port;
  // One header line a second keeps any per-read timeout happy; only a limit on the whole head ends it.
  const held = await dripHead(port, 1_000, 25_000);
  expect(held).toBeGreaterThanOrEqual(9_000);
  expect(held).toBeLessThan(15_000);
  expect((await rawHttp(port, get('/'))).status).toBe(200);
});
