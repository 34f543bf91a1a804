import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { connect } from 'node:tls';

import { expect, test } from '@playwright/test';

import { recordCspViolations } from './support/csp-violations';
import { testLoopbackAddress } from './support/client-address';
import { DEPLOYMENTS, NGINX_ACCESS_LOGS, PROXY, TEST_PREVIEW_TOKEN } from './support/deployments';
import { waitForHydration } from './support/hydration';
import { oddRequestFailures } from './support/odd-requests';
import { get, parseAnswer, rawHttp } from './support/raw-http';
import { SITE_URL } from './support/site';
import { unusedPorts } from './support/unused-ports';

// deploy/nginx-proxy.conf in front of the Node server: one deployment, so these run once.
test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== 'server', 'the proxy stands in front of the Node server');
});

const overProxy = (request: string, from?: string) => rawHttp(PROXY.https.port, request, 5000, { tls: true, from });
const headersOf = (text: string) => parseAnswer(text).headers;

test('over https the Node server answers as it does directly, and adds HSTS', async () => {
  // //about and /about/ too: the Node server must see paths as they were sent.
  for (const path of ['/', '/about', '//about', '/about/', '/RSC/R/about.txt', '/sitemap.xml', '/no-such-page']) {
    const request = get(path, { 'accept-encoding': 'gzip, br' });
    const direct = await rawHttp(DEPLOYMENTS.server.port, request);
    const proxied = await overProxy(request);
    expect(proxied.status, path).toBe(direct.status);
    const [sent, received] = [headersOf(direct.text), headersOf(proxied.text)];
    for (const name of ['content-type', 'content-encoding', 'etag', 'cache-control', 'vary', 'x-content-type-options']) {
      expect(received[name], `${path} ${name}`).toBe(sent[name]);
    }
    // Pages rendered per request (the 404) carry a fresh nonce each time.
    expect(received['content-security-policy']?.replace(/'nonce-[\w-]+'/, ''), path).toBe(
      sent['content-security-policy']?.replace(/'nonce-[\w-]+'/, ''),
    );
    // Only over https, and the Node server knows it only from the proxy's X-Forwarded-Proto.
    expect(received['strict-transport-security'], path).toMatch(/^max-age=\d{7,}/);
    expect(sent['strict-transport-security'], path).toBeUndefined();
  }
});

test("the proxy's own refusals carry the site's headers, HSTS included", async () => {
  const refusals = {
    'a method nginx answers itself': [get('/about', {}, 'TRACE'), 405],
    'a path nginx cannot parse': [get('/%2e%2e/'), 400],
    'a NUL in the path': [get('/about%00'), 400],
    'a body on GET': [get('/about', { 'content-length': '5000' }) + 'x'.repeat(5000), 413],
    // These two pass nginx and are refused by the Node server before it reads X-Forwarded-Proto.
    'a small body on GET': [get('/about', { 'content-length': '3' }) + 'x=1', 413],
    'a control character in a header': [get('/about', { 'x-note': 'a\x01b' }), 400],
    'a transfer coding nginx does not know': [get('/about', { 'transfer-encoding': 'gzip' }), 400],
    'an HTTP/2.0 request line': ['GET /about HTTP/2.0\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n', 400],
  } as const;
  for (const [label, [request, status]] of Object.entries(refusals)) {
    const answer = await overProxy(request);
    expect(answer.status, label).toBe(status);
    const headers = headersOf(answer.text);
    expect(headers['strict-transport-security'], label).toMatch(/^max-age=\d{7,}/);
    expect(headers['content-security-policy'], label).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(headers['x-frame-options'], label).toBe('DENY');
    expect(headers['referrer-policy'], label).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy'], label).toContain('camera=()');
    expect(headers['x-content-type-options'], label).toBe('nosniff');
    expect(headers['content-type'], label).toBe('text/plain');
    expect(headers['cache-control'], label).toBe('no-store');
    if (status === 405) expect(headers.allow, label).toBe('GET, HEAD');
    else expect(headers.allow, label).toBeUndefined();
    // Only the restart answer says when to come back.
    expect(headers['retry-after'], label).toBeUndefined();
  }
});

/** The cipher a TLS 1.2 handshake offering only `ciphers` settles on, or the error that ended it. */
const handshake = (ciphers: string) =>
  new Promise<string>((resolve) => {
    const socket = connect({
      port: PROXY.https.port,
      host: '127.0.0.1',
      ciphers,
      maxVersion: 'TLSv1.2',
      rejectUnauthorized: false,
    });
    socket.once('secureConnect', () => {
      resolve(socket.getCipher().standardName);
      socket.destroy();
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
  });

test("plain http sent to the https port gets a plain 400 with the site's headers, not nginx's page", async () => {
  const { status, text } = await rawHttp(PROXY.https.port, get('/about'));
  expect(status).toBe(400);
  const headers = headersOf(text);
  expect(headers['content-type']).toBe('text/plain');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  expect(text.split('\r\n\r\n')[1]).toBe('Bad Request');
});

test('over TLS 1.2 only forward-secret AEAD ciphers are accepted', async () => {
  expect(await handshake('ECDHE-ECDSA-AES128-GCM-SHA256')).toBe('TLS_ECDHE_ECDSA_WITH_AES_128_GCM_SHA256');
  expect(await handshake('ECDHE-ECDSA-CHACHA20-POLY1305')).toBe('TLS_ECDHE_ECDSA_WITH_CHACHA20_POLY1305_SHA256');
  for (const weak of ['ECDHE-ECDSA-AES128-SHA', 'ECDHE-ECDSA-AES256-SHA384', 'AES256-SHA'])
    expect(await handshake(weak), weak).not.toMatch(/^TLS_/);
});

test('plain http sends visitors to the same address over https', async () => {
  const { status, text } = await rawHttp(PROXY.http.port, get('/about?ref=card'));
  expect(status).toBe(301);
  const headers = headersOf(text);
  expect(headers.location).toBe(`https://${new URL(SITE_URL).host}/about?ref=card`);
  // With the site's headers, but no HSTS, which browsers ignore over http.
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['strict-transport-security']).toBeUndefined();
});

test("plain http answers Let's Encrypt's renewal check itself", async () => {
  // scripts/nginx/serve-proxy.mjs leaves this file where certbot --webroot would.
  const { status, text } = await rawHttp(PROXY.http.port, get('/.well-known/acme-challenge/check-token'));
  expect(status).toBe(200);
  expect(text).toMatch(/\r\n\r\ncheck-token\.answer$/);
});

test('a visitor browses and an editor previews through the proxy, with no CSP violations', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: PROXY.https.url, ignoreHTTPSErrors: true });
  const page = await context.newPage();
  const violations = await recordCspViolations(page);
  await page.goto('/about');
  await waitForHydration(page);
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  await page.getByRole('main').getByRole('link', { name: 'how we work' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('How we work');
  // A client navigation: the payload came through the proxy, the page was not reloaded.
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);

  await page.goto(`/about?preview=${TEST_PREVIEW_TOKEN}`);
  await expect(page.getByText('Staged update')).toBeVisible();
  await expect(page).toHaveURL(`${PROXY.https.url}/about`);
  const previewCookie = (await context.cookies()).find((cookie) => cookie.name === 'previewToken');
  expect(previewCookie).toMatchObject({ secure: true, httpOnly: true });
  // The proxy's access log has the redirect that took the token away, but never the token.
  const accessLog = await readFile(NGINX_ACCESS_LOGS.proxy, 'utf8');
  expect(accessLog).toContain('"GET /about HTTP/2.0" 303');
  expect(accessLog).not.toContain(TEST_PREVIEW_TOKEN);
  expect(await violations()).toEqual([]);
  await context.close();
});

test('a forged X-Forwarded-For does not get a client past the preview lockout', async ({}, testInfo) => {
  const status = (from: string, token: string, forgedFor: string) =>
    overProxy(get('/api/preview/status', { authorization: `Bearer ${token}`, 'x-forwarded-for': forgedFor }), from).then(
      (answer) => answer.status,
    );
  const guesser = testLoopbackAddress(testInfo, 'guesser');
  for (let attempt = 1; attempt <= 5; attempt++) {
    expect(await status(guesser, `wrong-token-${attempt}`, `198.51.100.${attempt}`)).toBe(401);
  }
  // The Node server counts the address nginx saw, whatever the client put in front of it.
  expect(await status(guesser, TEST_PREVIEW_TOKEN, '198.51.100.99')).toBe(429);
  expect(await status(testLoopbackAddress(testInfo, 'editor'), TEST_PREVIEW_TOKEN, '198.51.100.1')).toBe(200);
});

test('a few hundred odd requests through the proxy: never a 5xx, never a private file', async ({}, testInfo) => {
  test.setTimeout(120_000);
  // From an address of their own: their wrong preview tokens must not lock other tests out.
  expect(await oddRequestFailures((raw) => overProxy(raw, testLoopbackAddress(testInfo, 'odd requests')))).toEqual([]);
  expect((await overProxy(get('/about'))).status).toBe(200);
});

test('while the Node server restarts the proxy answers 503 with Retry-After, and passes requests on once it is back', async () => {
  test.setTimeout(30_000);
  // A proxy of its own in front of a port nobody listens on yet: the shared test server cannot be stopped here.
  const ports = await unusedPorts(['https', 'http', 'upstream'] as const);
  const proxy = spawn(process.execPath, ['scripts/nginx/serve-proxy.mjs'], {
    env: { ...process.env, PORT: String(ports.https), HTTP_PORT: String(ports.http), UPSTREAM_PORT: String(ports.upstream) },
    stdio: 'ignore',
  });
  const upstream = createServer((_request, response) => response.end('back again'));
  try {
    const ask = () => rawHttp(ports.https, get('/about'), 5000, { tls: true });
    // Until nginx listens the connection is refused: no status yet.
    const statusOrNone = () =>
      ask()
        .then((answer) => answer.status)
        .catch(() => 0);
    await expect.poll(statusOrNone, { timeout: 10_000 }).not.toBe(0);

    const restarting = await ask();
    expect(restarting.status).toBe(503);
    const { headers, body } = parseAnswer(restarting.text);
    expect(headers['retry-after']).toBe('1');
    expect(headers['content-type']).toMatch(/^text\/plain/);
    expect(body).toContain('the site is restarting');

    // The server is back: the very next request reaches it, no waiting out a failure timeout.
    await new Promise<void>((resolve) => upstream.listen(ports.upstream, '127.0.0.1', resolve));
    const back = await ask();
    expect(back.status).toBe(200);
    expect(parseAnswer(back.text).body).toContain('back again');
  } finally {
    const exited = new Promise((resolve) => proxy.once('exit', resolve));
    proxy.kill('SIGTERM');
    upstream.close();
    await exited;
    rmSync(`.tmp/nginx-proxy/${ports.https}`, { recursive: true, force: true });
  }
});
