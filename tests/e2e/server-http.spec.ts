import { spawnSync } from 'node:child_process';

import { type APIResponse, expect, test } from '@playwright/test';

import { testClientAddress } from './support/client-address';
import { DEPLOYMENTS, type DeploymentName, SLOW_ICON_API, TEST_PREVIEW_TOKEN } from './support/deployments';
import { get, rawHttp, rawHttpSecond } from './support/raw-http';
import { expectSecurityHeaders } from './support/security-headers';

const connectSrc = (response: APIResponse) =>
  /connect-src ([^;]*)/.exec(response.headers()['content-security-policy'] ?? '')?.[1];

test.describe('one address per page', () => {
  test('a trailing slash gets a relative 301 to the path without it, query kept', async ({ request }) => {
    const cases = [
      ['/about/', '/about'],
      ['/about/?a=1', '/about?a=1'],
      ['/about//', '/about'],
      ['/services/web-applications/', '/services/web-applications'],
      ['/services/', '/services'],
      ['/no-such-page/', '/no-such-page'],
    ];
    for (const [from, to] of cases) {
      for (const method of ['GET', 'HEAD']) {
        const response = await request.fetch(from!, { method, maxRedirects: 0 });
        expect(response.status(), `${method} ${from}`).toBe(301);
        expect(response.headers()['location'], `${method} ${from}`).toBe(to);
        expectSecurityHeaders(response.headers(), `${method} ${from}`);
      }
    }
    expect((await request.get('/about/?a=1')).url()).toMatch(/\/about\?a=1$/);
  });

  test('index.html addresses get a 301 to their page', async ({ request }) => {
    for (const [from, to] of [
      ['/index.html', '/'],
      ['/index.html?a=1', '/?a=1'],
      ['/about/index.html', '/about'],
      ['/services/web-applications/index.html', '/services/web-applications'],
    ]) {
      const response = await request.get(from!, { maxRedirects: 0 });
      expect(response.status(), from).toBe(301);
      expect(response.headers()['location'], from).toBe(to);
      expectSecurityHeaders(response.headers(), from!);
    }
  });

  test('a redirect never leads to another host', async ({}, testInfo) => {
    const { port } = DEPLOYMENTS[testInfo.project.name as DeploymentName];
    for (const path of ['//evil.example/', '///evil.example//', '//evil.example/index.html']) {
      const { status, text } = await rawHttp(port, get(path));
      expect(status, path).toBeLessThan(500);
      expect(text, path).not.toMatch(/^location:\s*\/\//im);
    }
  });
});

test('payloads, assets and APIs keep their own addresses', async ({ request }) => {
  expect((await request.get('/RSC/R/about.txt', { maxRedirects: 0 })).status()).toBe(200);
  for (const path of ['/RSC/', '/RSC/R/', '/assets/', '/api/', '/api/preview/', '/api/icons/']) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).not.toBe(301);
    expect(response.headers()['location'], path).toBeUndefined();
  }
});

test('the 404 page by its own address is missing like any other path', async ({ request }) => {
  const direct = await request.get('/404.html');
  expect(direct.status()).toBe(404);
  expect(await direct.text()).toBe(await (await request.get('/no-such-page')).text());
  expectSecurityHeaders(direct.headers(), '/404.html');
});

test('a preview link with a trailing slash still opens the preview, at the page address', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'server', 'preview sessions live on the Node server');
  // An address of its own, so other tests' wrong tokens never rate-limit this one.
  const from = { 'x-forwarded-for': testClientAddress(testInfo) };
  await page.setExtraHTTPHeaders(from);
  const response = await page.request.get(`/about/?preview=${TEST_PREVIEW_TOKEN}`, { headers: from, maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers()['location']).toBe(`/about?preview=${TEST_PREVIEW_TOKEN}`);
  // The token rides in the Location, so no cache may keep the answer; a route rule's redirect neither.
  expect(response.headers()['cache-control']).toBe('no-store');
  const ruled = await page.request.get(`/team?preview=${TEST_PREVIEW_TOKEN}`, { headers: from, maxRedirects: 0 });
  expect(ruled.headers()['location']).toBe(`/about?preview=${TEST_PREVIEW_TOKEN}`);
  expect(ruled.headers()['cache-control']).toBe('no-store');
  expect((await page.request.get('/team', { headers: from, maxRedirects: 0 })).headers()['cache-control']).toContain('public');
  await page.goto(`/about/?preview=${TEST_PREVIEW_TOKEN}`);
  expect(new URL(page.url()).pathname).toBe('/about');
  await expect(page.getByText('Staged update')).toBeVisible();
  const exit = await page.request.get('/api/preview/exit?to=/about/', { headers: from, maxRedirects: 0 });
  expect(exit.status()).toBe(303);
  expect(exit.headers()['location']).toBe('/about');
});

test.describe('content codings', () => {
  test.beforeEach(({}, testInfo) => {
    test.skip(testInfo.project.name !== 'server', "nginx's precompressed-file modules choose the coding there");
  });

  const cases: [string, string | undefined][] = [
    ['br;q=0, gzip;q=0', undefined],
    ['gzip;q=0, identity', undefined],
    ['*;q=0', undefined],
    ['identity', undefined],
    ['br;q=abc, gzip;q=-1, *;q=9', undefined],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0, *', 'gzip'],
    ['x-gzip', 'gzip'],
    ['BR;Q=0.5, GZIP', 'br'],
    ['*', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
  ];

  test('Accept-Encoding q-values decide, br before gzip before none', async ({ request }) => {
    // A prerendered page (answered from memory once read), a text file and the 404 page (answered by the full handler).
    for (const path of ['/about', '/sitemap.xml', '/no-such-page']) {
      await request.get(path);
      for (const [acceptEncoding, coding] of cases) {
        const response = await request.get(path, { headers: { 'accept-encoding': acceptEncoding } });
        expect(response.headers()['content-encoding'], `${path} ${acceptEncoding}`).toBe(coding);
        expect(response.headers()['vary'], `${path} ${acceptEncoding}`).toContain('Accept-Encoding');
      }
    }
  });
});

test('If-None-Match: weak tags, lists and * revalidate, other tags get the file', async ({ request }) => {
  const headers = { 'accept-encoding': 'br' };
  for (const path of ['/about', '/sitemap.xml']) {
    const etag = (await request.get(path, { headers })).headers()['etag']!;
    expect(etag, path).toBeTruthy();
    const opaque = etag.replace(/^W\//, '');
    for (const ifNoneMatch of [etag, `W/${opaque}`, opaque, `"other", ${etag}`, `"a", W/${opaque}, "b"`, '*']) {
      const response = await request.get(path, { headers: { ...headers, 'if-none-match': ifNoneMatch } });
      expect(response.status(), `${path} If-None-Match: ${ifNoneMatch}`).toBe(304);
    }
    for (const ifNoneMatch of ['"other"', `"other", W/"x${opaque.slice(1)}`, opaque.slice(1, -1)]) {
      const response = await request.get(path, { headers: { ...headers, 'if-none-match': ifNoneMatch } });
      expect(response.status(), `${path} If-None-Match: ${ifNoneMatch}`).toBe(200);
    }
  }
});

test('If-Match: the current strong tag, a list holding it or * get the file; a weak or other tag gets a plain 412', async ({
  request,
}, testInfo) => {
  const html = await (await request.get('/')).text();
  const stylesheet = /href="(\/assets\/[^"]+\.css)"/.exec(html)![1]!;
  const headers = { 'accept-encoding': 'br' };
  for (const path of ['/about', '/RSC/R/about.txt', '/sitemap.xml', stylesheet]) {
    const etag = (await request.get(path, { headers })).headers()['etag']!;
    expect(etag, path).toMatch(/^"/);
    for (const ifMatch of [etag, `"other", ${etag}`, '*']) {
      const response = await request.get(path, { headers: { ...headers, 'if-match': ifMatch } });
      expect(response.status(), `${path} If-Match: ${ifMatch}`).toBe(200);
    }
    for (const ifMatch of [`W/${etag}`, '"other"', `"a", W/${etag}`]) {
      for (const method of ['GET', 'HEAD']) {
        const label = `${method} ${path} If-Match: ${ifMatch}`;
        const response = await request.fetch(path, { method, headers: { ...headers, 'if-match': ifMatch } });
        expect(response.status(), label).toBe(412);
        expect(response.headers()['content-type'], label).toBe('text/plain; charset=utf-8');
        expect(response.headers()['cache-control'], label).toBe('no-store');
        expect(response.headers()['content-encoding'], label).toBeUndefined();
        expectSecurityHeaders(response.headers(), label);
        expect(response.headers()['content-security-policy'], label).toBe("default-src 'none'; frame-ancestors 'none'");
        // No tag, as nginx, which answers the refusal from a location of its own, cannot send one.
        expect(response.headers()['etag'], label).toBeUndefined();
        // nginx closes the connection after it, so it must say so, or the next request meets a reset.
        if (testInfo.project.name === 'static') expect(response.headers()['connection'], label).toBe('close');
        if (method === 'GET') expect(await response.text(), label).toBe('Precondition Failed');
      }
    }
    // If-Match is evaluated first: If-None-Match would have made it a 304.
    const both = await request.get(path, { headers: { ...headers, 'if-match': '"other"', 'if-none-match': etag } });
    expect(both.status(), `${path} If-Match and If-None-Match`).toBe(412);
  }
  // An answer other than a 2xx ignores the precondition.
  for (const [path, status] of [
    ['/no-such-page', 404],
    ['/about/', 301],
  ] as const) {
    const response = await request.get(path, { headers: { 'if-match': '"other"' }, maxRedirects: 0 });
    expect(response.status(), path).toBe(status);
  }
});

test('If-Unmodified-Since: a date before the file last changed gets the plain 412, a later one the file', async ({ request }) => {
  const headers = { 'accept-encoding': 'br' };
  // The same instant in the three forms RFC 9110 §5.6.7 has recipients accept.
  const before = ['Thu, 01 Jan 2015 00:00:00 GMT', 'Thursday, 01-Jan-15 00:00:00 GMT', 'Thu Jan  1 00:00:00 2015'];
  const later = new Date(Date.now() + 86_400_000).toUTCString();
  for (const path of ['/about', '/RSC/R/about.txt', '/sitemap.xml']) {
    for (const date of before) {
      for (const method of ['GET', 'HEAD']) {
        const label = `${method} ${path} If-Unmodified-Since: ${date}`;
        const response = await request.fetch(path, { method, headers: { ...headers, 'if-unmodified-since': date } });
        expect(response.status(), label).toBe(412);
        expect(response.headers()['content-type'], label).toBe('text/plain; charset=utf-8');
        expect(response.headers()['cache-control'], label).toBe('no-store');
        expectSecurityHeaders(response.headers(), label);
      }
    }
    const unchanged = await request.get(path, { headers: { ...headers, 'if-unmodified-since': later } });
    expect(unchanged.status(), `${path} If-Unmodified-Since: ${later}`).toBe(200);
    // Evaluated before If-None-Match, which would have made it a 304.
    const etag = unchanged.headers()['etag']!;
    const both = await request.get(path, { headers: { ...headers, 'if-unmodified-since': before[0]!, 'if-none-match': etag } });
    expect(both.status(), `${path} If-Unmodified-Since and If-None-Match`).toBe(412);
  }
  // An answer other than a 2xx ignores it.
  const missing = await request.get('/no-such-page', { headers: { 'if-unmodified-since': before[0]! } });
  expect(missing.status()).toBe(404);
});

test('If-Modified-Since: a date at or after the last change gets a 304 like the ETag one, an earlier one the file', async ({
  request,
}, testInfo) => {
  const html = await (await request.get('/')).text();
  const stylesheet = /href="(\/assets\/[^"]+\.css)"/.exec(html)![1]!;
  const IMF_FIXDATE =
    /^(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/;
  for (const path of ['/about', '/RSC/R/about.txt', '/sitemap.xml', stylesheet, '/.well-known/security.txt']) {
    for (const acceptEncoding of ['identity', 'br']) {
      const headers = { 'accept-encoding': acceptEncoding };
      const label = `${path} ${acceptEncoding}`;
      const file = await request.get(path, { headers });
      const lastModified = file.headers()['last-modified']!;
      expect(lastModified, label).toMatch(IMF_FIXDATE);
      const changed = Date.parse(lastModified);
      const asctime = (ms: number) => {
        const [weekday, day, month, year, time] = new Date(ms).toUTCString().replace(',', '').split(' ');
        return `${weekday} ${month} ${day!.replace(/^0/, ' ')} ${time} ${year}`;
      };
      const notBefore = [
        lastModified,
        asctime(changed),
        new Date(changed + 1000).toUTCString(),
        new Date(Date.now() + 86_400_000).toUTCString(),
      ];
      const revalidated = await request.get(path, { headers: { ...headers, 'if-none-match': file.headers()['etag']! } });
      expect(revalidated.status(), label).toBe(304);
      for (const date of notBefore) {
        for (const method of ['GET', 'HEAD']) {
          const dated = `${method} ${label} If-Modified-Since: ${date}`;
          const response = await request.fetch(path, { method, headers: { ...headers, 'if-modified-since': date } });
          expect(response.status(), dated).toBe(304);
          expect((await response.body()).byteLength, dated).toBe(0);
          for (const name of ['etag', 'last-modified', 'cache-control', 'vary', 'content-security-policy', 'x-robots-tag']) {
            expect(response.headers()[name], `${dated}: ${name}`).toBe(revalidated.headers()[name]);
          }
          expectSecurityHeaders(response.headers(), dated);
        }
      }
      // An earlier date, and one that is no HTTP-date, get the file.
      for (const date of [new Date(changed - 1000).toUTCString(), 'Thu, 01 Jan 2015 00:00:00 GMT', 'yesterday']) {
        const response = await request.get(path, { headers: { ...headers, 'if-modified-since': date } });
        expect(response.status(), `${label} If-Modified-Since: ${date}`).toBe(200);
        expect(await response.body(), `${label} If-Modified-Since: ${date}`).toEqual(await file.body());
      }
      // If-None-Match decides alone: another tag gets the file, whatever the date.
      const otherTag = await request.get(path, {
        headers: { ...headers, 'if-modified-since': lastModified, 'if-none-match': '"other"' },
      });
      expect(otherTag.status(), `${label} If-None-Match: "other"`).toBe(200);
      // The current tag with an earlier date: a 304 as RFC 9110 has it; nginx wants both to hold (deploy/nginx.conf).
      const earlier = 'Thu, 01 Jan 2015 00:00:00 GMT';
      const currentTag = await request.get(path, {
        headers: { ...headers, 'if-modified-since': earlier, 'if-none-match': file.headers()['etag']! },
      });
      expect(currentTag.status(), `${label} If-None-Match: current`).toBe(testInfo.project.name === 'server' ? 304 : 200);
      // If-Match comes first.
      const refused = await request.get(path, {
        headers: { ...headers, 'if-modified-since': lastModified, 'if-match': '"other"' },
      });
      expect(refused.status(), `${label} If-Match: "other"`).toBe(412);
    }
  }
  // An answer other than a 200 has no Last-Modified and ignores the date.
  for (const [path, status] of [
    ['/no-such-page', 404],
    ['/about/', 301],
  ] as const) {
    const later = new Date(Date.now() + 86_400_000).toUTCString();
    const response = await request.get(path, { headers: { 'if-modified-since': later }, maxRedirects: 0 });
    expect(response.status(), path).toBe(status);
    expect(response.headers()['last-modified'], path).toBeUndefined();
  }
});

test('HSTS follows the first X-Forwarded-Proto value of the trusted proxy, in any case', async ({ request }, testInfo) => {
  test.skip(testInfo.project.name !== 'server', 'nginx gets it in its https server block');
  // The test server runs with TRUST_PROXY=1; without it the header is ignored (tests/unit/forwarded-https.test.ts).
  for (const path of ['/about', '/no-such-page', '/api/icons/lucide.json?icons=x']) {
    await request.get(path);
    for (const proto of ['https', 'HTTPS', 'https,http', ' https , http']) {
      const response = await request.get(path, { headers: { 'x-forwarded-proto': proto } });
      expect(response.headers()['strict-transport-security'], `${path} ${proto}`).toContain('max-age=');
    }
    for (const proto of ['http', 'http, https', 'https-ish']) {
      const response = await request.get(path, { headers: { 'x-forwarded-proto': proto } });
      expect(response.headers()['strict-transport-security'], `${path} ${proto}`).toBeUndefined();
    }
  }
});

test("connect-src is the build's, whatever the server's environment", async ({ request }, testInfo) => {
  test.skip(testInfo.project.name !== 'server', 'compares the Node server with the static build once');
  // build:test names these; the test server is started without them (playwright.config.ts).
  const expected = `'self' ${DEPLOYMENTS.server.url} ${SLOW_ICON_API.url}`;
  const prerendered = await request.get('/about');
  expect(connectSrc(prerendered)).toBe(expected);
  expect(connectSrc(await request.get(`${DEPLOYMENTS.static.url}/about`))).toBe(expected);
  // Pages made per request: a preview and the bare error page for an invalid path.
  const preview = await request.get(`/about?preview=${TEST_PREVIEW_TOKEN}`, {
    headers: { 'x-forwarded-for': testClientAddress(testInfo) },
  });
  expect(preview.headers()['content-security-policy']).toMatch(/'nonce-/);
  expect(connectSrc(preview)).toBe(expected);
  const invalidPath = await request.get('/About_Us');
  expect(invalidPath.status()).toBe(404);
  expect(connectSrc(invalidPath)).toBe(expected);
});

test.describe('icon endpoint', () => {
  test.beforeEach(({}, testInfo) => {
    test.skip(testInfo.project.name !== 'server', 'a static host serves the icon files as they are');
  });

  test('names inherited from Object are not icons or collections', async ({ request }) => {
    const icons = await request.get('/api/icons/lucide.json?icons=constructor,cookie');
    expect(icons.status()).toBe(200);
    const body = await icons.json();
    expect(Object.keys(body.icons)).toEqual(['cookie']);
    expect(body.not_found).toEqual(['constructor']);
    expect((await request.get('/api/icons/constructor.json?icons=x')).status()).toBe(404);
  });

  test('errors are not cached, icons are', async ({ request }) => {
    for (const path of ['/api/icons/lucide.json', '/api/icons/lucide.json?icons=Bad!', '/api/icons/nope.json?icons=x']) {
      const response = await request.get(path);
      expect(response.status(), path).toBeGreaterThanOrEqual(400);
      expect(response.headers()['cache-control'], path).toBe('no-store');
    }
    expect((await request.get('/api/icons/lucide.json?icons=cookie')).headers()['cache-control']).toBe('public, max-age=86400');
  });
});

test('a file path not in the build, a hidden file or an unknown API gets the prerendered 404 page, not a render', async ({
  request,
}) => {
  const missingPage = await request.get('/no-such-page');
  for (const path of [
    '/wp-login.php',
    '/assets/no-such-chunk.js',
    '/images/missing.png',
    '/.env',
    '/.git/config',
    '/api/graphql',
    '/api/',
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(await response.text(), path).toBe(await missingPage.text());
    // A rendered answer carries a per-request nonce; the prerendered 404 page has its script hashes.
    expect(response.headers()['content-security-policy'], path).not.toContain("'nonce-");
  }
});

test('a request that cannot be parsed, is too big, carries a body or names two hosts is refused with the site headers', async ({}, testInfo) => {
  const port = DEPLOYMENTS[testInfo.project.name as DeploymentName].port;
  const requests = {
    'backslashes in the path': get('/..\\..\\package.json'),
    'an unknown method': get('/about', {}, 'FOO'),
    'a raw non-ASCII path': 'GET /caf\u00e9 HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n',
    'a 17 KB header': get('/', { 'x-padding': 'a'.repeat(17_000) }),
    'a body on GET': get('/about', { 'content-length': '5000' }) + 'x'.repeat(5000),
    'an empty Host': 'GET /no-such-page HTTP/1.1\r\nHost: \r\nConnection: close\r\n\r\n',
    'two Host lines': 'GET /about HTTP/1.1\r\nHost: 127.0.0.1\r\nHost: intranet.example\r\nConnection: close\r\n\r\n',
  };
  for (const [label, raw] of Object.entries(requests)) {
    const { status, text } = await rawHttp(port, raw);
    const head = text.split('\r\n\r\n', 1)[0]!.toLowerCase();
    expect(status, label).toBeGreaterThanOrEqual(400);
    expect(status, label).toBeLessThan(500);
    expect(head, label).toContain('x-content-type-options: nosniff');
    expect(head, label).toContain("frame-ancestors 'none'");
    expect(head, label).toContain('referrer-policy: strict-origin-when-cross-origin');
    expect(text, label).not.toContain('"dependencies"');
    expect(text, label).not.toContain('above a bakery');
  }
});

test('a request that cannot be parsed gets its answer with the site headers on a reused connection too', async ({}, testInfo) => {
  const port = DEPLOYMENTS[testInfo.project.name as DeploymentName].port;
  // Keep-alive: how nginx reaches the Node server behind the proxy.
  const first = 'GET /robots.txt HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Encoding: identity\r\n\r\n';
  const { status, text } = await rawHttpSecond(port, first, get('/about', {}, 'FOO'));
  expect(status).toBeGreaterThanOrEqual(400);
  expect(status).toBeLessThan(500);
  expect(text.toLowerCase()).toContain('x-content-type-options: nosniff');
  expect(text.toLowerCase()).toContain("frame-ancestors 'none'");
});

test('the server refuses to start on a bad or taken port, saying why', async ({}, testInfo) => {
  test.skip(testInfo.project.name !== 'server', 'starts the Node server itself');
  const start = (port: string) => {
    const run = spawnSync(process.execPath, ['scripts/serve.mjs'], {
      env: { ...process.env, PORT: port, HOST: '127.0.0.1' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    return { status: run.status, stderr: run.stderr };
  };
  expect(start('abc')).toEqual({
    status: 1,
    stderr: expect.stringContaining('PORT must be a whole number from 0 to 65535, not "abc"'),
  });
  const taken = String(DEPLOYMENTS.server.port);
  expect(start(taken)).toEqual({ status: 1, stderr: expect.stringContaining(`Port ${taken} is already in use`) });
});
