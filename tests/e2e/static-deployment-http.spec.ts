import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { cp, mkdir, mkdtemp, rm, stat, symlink, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { expect, test, type TestInfo } from '@playwright/test';

import { recordCspViolations } from './support/csp-violations';
import { testClientAddress } from './support/client-address';
import { type DeploymentName, DEPLOYMENTS, PREVIOUS_RELEASE, TEST_PREVIEW_TOKEN } from './support/deployments';
import { waitForHydration } from './support/hydration';
import { get, parseAnswer, rawHttp } from './support/raw-http';
import { expectSecurityHeaders } from './support/security-headers';

/**
 * The HTTP answers of the static deployment (nginx) next to the Node
 * server's: what both must send alike runs on both projects.
 */

const portOf = (testInfo: TestInfo) => DEPLOYMENTS[testInfo.project.name as DeploymentName].port;

/** A request sent byte for byte, for paths a URL parser would change (`//about`, `/%`). */
const sendRaw = async (port: number, request: string) => {
  const { status, text } = await rawHttp(port, request);
  return { status, ...parseAnswer(text) };
};

const REDIRECT_CACHE_CONTROL = 'public, max-age=0, must-revalidate';
const NON_PAGE_CSP = "default-src 'none'; frame-ancestors 'none'";

test.describe('one address per page', () => {
  test.beforeEach(({}, testInfo) => {
    test.skip(testInfo.project.name === 'server', 'checks the nginx rules for trailing slashes and index.html');
  });

  test('a trailing slash answers 301 to the page without it, keeping the query', async ({}, testInfo) => {
    const cases: [sent: string, location: string][] = [
      ['/about/', '/about'],
      ['/about//', '/about'],
      ['/services/', '/services'],
      ['/services/web-applications/', '/services/web-applications'],
      ['/careers/', '/careers'],
      ['/about/?a=1', '/about?a=1'],
      ['/services/web-applications//?a=1&b=/x/', '/services/web-applications?a=1&b=/x/'],
      ['/no-such-page/', '/no-such-page'],
    ];
    for (const [sent, location] of cases) {
      for (const method of ['GET', 'HEAD']) {
        const { status, headers } = await sendRaw(portOf(testInfo), get(sent, {}, method));
        expect(status, `${method} ${sent}`).toBe(301);
        expect(headers['location'], `${method} ${sent}`).toBe(location);
        expect(headers['cache-control'], sent).toBe(REDIRECT_CACHE_CONTROL);
        expectSecurityHeaders(headers, `${method} ${sent}`);
        expect(headers['content-security-policy'], sent).toBe(NON_PAGE_CSP);
      }
    }
  });

  test('index.html in a URL answers 301 to the page', async ({ request }, testInfo) => {
    const cases: [sent: string, location: string][] = [
      ['/index.html', '/'],
      ['/index.html?a=1', '/?a=1'],
      ['/about/index.html', '/about'],
      ['/services/web-applications/index.html?a=1', '/services/web-applications?a=1'],
    ];
    for (const [sent, location] of cases) {
      const { status, headers } = await sendRaw(portOf(testInfo), get(sent));
      expect(status, sent).toBe(301);
      expect(headers['location'], sent).toBe(location);
      expectSecurityHeaders(headers, sent);
    }
    // nginx still finds each page's index.html itself, with the page's own policy.
    for (const path of ['/', '/about', '/services/web-applications']) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
      expect(response.headers()['content-security-policy'], path).toMatch(/script-src 'self' 'sha256-/);
    }
  });

  test('a page opened with a trailing slash ends on its address, styled and working', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const violations = await recordCspViolations(page);
    const response = await page.goto('/services/web-applications/');
    await expect(page).toHaveURL(/\/services\/web-applications$/);
    expect(response!.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
    await waitForHydration(page);
    const stylesheets = await page.evaluate(() => [...document.styleSheets].map((sheet) => sheet.href ?? ''));
    expect(stylesheets.some((href) => href.includes('/assets/'))).toBe(true);
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
    expect(await violations()).toEqual([]);
  });
});

test('a slash after index.html is one hop to the page; an empty segment before it is a 404, on both deployments', async ({}, testInfo) => {
  const cases: [sent: string, status: number, location?: string][] = [
    ['/about/index.html/', 301, '/about'],
    ['/about/index.html//?a=1', 301, '/about?a=1'],
    ['/index.html/', 301, '/'],
    ['/about//index.html', 404],
    ['/services//web-applications/', 404],
  ];
  for (const [sent, status, location] of cases) {
    const answer = await sendRaw(portOf(testInfo), get(sent));
    expect(answer.status, sent).toBe(status);
    expect(answer.headers['location'], sent).toBe(location);
  }
});

test('empty path segments are a 404 and never a redirect to another host', async ({}, testInfo) => {
  for (const path of ['//about', '/services//web-applications', '//']) {
    const { status } = await sendRaw(portOf(testInfo), get(path));
    expect(status, path).toBe(404);
  }
  for (const path of ['//evil.example/', '//evil.example/about/', '/\\evil.example/']) {
    const { status, headers } = await sendRaw(portOf(testInfo), get(path));
    expect(status, path).toBeGreaterThanOrEqual(300);
    expect(headers['location'] ?? '/', path).toMatch(/^\/(?![/\\])/);
  }
});

test('precompressed answers name Accept-Encoding in Vary, 304s too, which describe no body', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const stylesheet = /href="(\/assets\/[^"]+\.css)"/.exec(html)![1]!;
  for (const path of ['/', '/about', '/RSC/R/about.txt', '/sitemap.xml', stylesheet]) {
    for (const encoding of ['br', 'gzip']) {
      const label = `${path} ${encoding}`;
      const response = await request.get(path, { headers: { 'accept-encoding': encoding } });
      expect(response.headers()['content-encoding'], label).toBe(encoding);
      expect(response.headers()['vary'], label).toMatch(/accept-encoding/i);
      const etag = response.headers()['etag']!;
      const revalidated = await request.get(path, { headers: { 'accept-encoding': encoding, 'if-none-match': etag } });
      expect(revalidated.status(), label).toBe(304);
      expect(revalidated.headers()['vary'], label).toMatch(/accept-encoding/i);
      // No body, so nothing that describes one: a cache keeps the coding and type of the copy it has.
      expect(revalidated.headers()['content-encoding'], label).toBeUndefined();
      expect(revalidated.headers()['content-type'], label).toBeUndefined();
    }
  }
});

test('route-rule redirects are relative, keep the query and carry the site headers', async ({}, testInfo) => {
  const cases: [sent: string, status: number, location: string][] = [
    ['/team', 301, '/about'],
    ['/team?utm=1', 301, '/about?utm=1'],
    ['/services/legacy-software?a=1&b=2', 308, '/services/legacy-modernisation?a=1&b=2'],
    ['/RSC/R/team.txt?x=1', 301, '/RSC/R/about.txt?x=1'],
    // A redirected page's other addresses take one hop, not two via /team.
    ['/team/?utm=1', 301, '/about?utm=1'],
    ['/impressum/', 301, '/imprint'],
    ['/services/legacy-software/index.html?a=1', 301, '/services/legacy-modernisation?a=1'],
    // A page with rule headers only is just made canonical.
    ['/careers/', 301, '/careers'],
  ];
  for (const [sent, status, location] of cases) {
    for (const host of ['127.0.0.1', 'evil.example']) {
      const label = `${sent} (Host: ${host})`;
      const answer = await sendRaw(portOf(testInfo), `GET ${sent} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
      expect(answer.status, label).toBe(status);
      expect(answer.headers['location'], label).toBe(location);
      expect(answer.headers['cache-control'], label).toBe(REDIRECT_CACHE_CONTROL);
      expectSecurityHeaders(answer.headers, label);
      expect(answer.headers['content-security-policy'], label).toBe(NON_PAGE_CSP);
    }
  }
});

test('a GET or HEAD that announces a body, however small, gets a plain 413 with the site headers', async ({}, testInfo) => {
  const requests = {
    'GET, three bytes': `GET /about HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 3\r\nConnection: close\r\n\r\nx=1`,
    'HEAD, three bytes': `HEAD /about HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 3\r\nConnection: close\r\n\r\nx=1`,
    'GET, chunked': `GET /about HTTP/1.1\r\nHost: 127.0.0.1\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n3\r\nx=1\r\n0\r\n\r\n`,
  };
  for (const [label, request] of Object.entries(requests)) {
    const answer = await sendRaw(portOf(testInfo), request);
    expect(answer.status, label).toBe(413);
    expect(answer.headers['content-type'], label).toMatch(/^text\/plain/);
    expectSecurityHeaders(answer.headers, label);
    if (label.startsWith('GET')) expect(answer.body, label).toContain('Content Too Large');
  }
  // An empty one is no body.
  const empty = await sendRaw(
    portOf(testInfo),
    `GET /about HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
  );
  expect(empty.status).toBe(200);
});

test('no cache may keep the answer to a preview link, whatever its token; the same address without one is cacheable', async ({
  request,
}, testInfo) => {
  const paths = ['/', '/about', '/services/data-platforms', '/no-such-page', '/RSC/R/about.txt', '/logo.svg'];
  for (const path of paths) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.headers()['cache-control'], path).not.toContain('no-store');
  }
  // The right token last: on the Node server it starts a session, which would decide the other answers.
  // Its name percent-encoded too (?%70review=), which both servers' URLSearchParams read as preview.
  for (const query of [
    '?preview=not-the-token',
    '?utm=1&preview',
    '?%70review=not-the-token',
    `?preview=${TEST_PREVIEW_TOKEN}`,
  ]) {
    for (const path of paths) {
      const label = `${path}${query}`;
      // An address of its own for each, so the server's lockout for wrong tokens never answers instead.
      const headers = { 'x-forwarded-for': testClientAddress(testInfo, label) };
      const response = await request.get(label, { headers, maxRedirects: 0 });
      expect(response.status(), label).toBeLessThan(500);
      expect(response.headers()['cache-control'], label).toBe('no-store');
    }
  }
});

test('an icon file asked for without naming icons is a 400, as the Iconify API shape has it; named icons are answered', async ({
  request,
}) => {
  for (const path of ['/api/icons/lucide.json', '/api/icons/lucide.json?icons=', '/api/icons/lucide.json?utm=1']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(400);
    expect(response.headers()['content-type'], path).toMatch(/^application\/json/);
    expect(response.headers()['cache-control'], path).toBe('no-store');
    expect(await response.json(), path).toEqual({ error: 'expected /api/icons/<collection>.json?icons=a,b' });
    expectSecurityHeaders(response.headers(), path);
  }
  const named = await request.get('/api/icons/lucide.json?icons=cookie');
  expect(named.status()).toBe(200);
  expect(Object.keys((await named.json()).icons)).toContain('cookie');
});

test('icon data is cached for a day and open to any origin, as the Iconify API answers; errors are open but not cached', async ({
  request,
}) => {
  const icons = await request.get('/api/icons/lucide.json?icons=cookie%2Crefresh-cw', {
    headers: { origin: 'https://elsewhere.example' },
  });
  expect(icons.status()).toBe(200);
  expect(icons.headers()['cache-control']).toBe('public, max-age=86400');
  expect(icons.headers()['access-control-allow-origin']).toBe('*');
  for (const path of ['/api/icons/lucide.json?icons=Bad!', '/api/icons/nope.json?icons=x']) {
    const response = await request.get(path);
    expect(response.headers()['cache-control'], path).toBe('no-store');
    expect(response.headers()['access-control-allow-origin'], path).toBe('*');
  }
  // A preview link's answer is kept by no cache, icon data too.
  const withPreview = await request.get('/api/icons/lucide.json?icons=cookie&preview=x');
  expect(withPreview.headers()['cache-control']).toBe('no-store');
});

test('icon names the Node server refuses get its 400 on both; percent-encoded names and commas count as what they decode to', async ({
  request,
}) => {
  const manyNames = Array.from({ length: 65 }, (_, i) => `i${i}`).join(',');
  for (const query of ['Bad!', 'BAD', 'a+b', '%4F', '%C3%A9', 'x%00', 'a'.repeat(65), manyNames]) {
    const path = `/api/icons/lucide.json?icons=${query}`;
    const response = await request.get(path);
    expect(response.status(), path).toBe(400);
    expect(response.headers()['cache-control'], path).toBe('no-store');
    expect(await response.json(), path).toEqual({ error: 'expected /api/icons/<collection>.json?icons=a,b' });
    expectSecurityHeaders(response.headers(), path);
  }
  const badCollection = await request.get('/api/icons/Lucide.json?icons=cookie');
  expect(badCollection.status()).toBe(400);
  // The list's key is icons as URLSearchParams reads it: in lower case, and the first one counts.
  for (const query of ['ICONS=cookie', 'Icons=cookie', 'icons&icons=cookie', 'icons=Bad!&icons=cookie']) {
    const path = `/api/icons/lucide.json?${query}`;
    expect((await request.get(path)).status(), path).toBe(400);
  }
  for (const query of ['%69cons=cookie', 'a=1&icons=cookie&icons=Bad!']) {
    const path = `/api/icons/lucide.json?${query}`;
    expect((await request.get(path)).status(), path).toBe(200);
  }
  // Browsers send the list as URLSearchParams writes it, with %2C between the names.
  for (const query of ['cookie%2Crefresh-cw', 'cookie%2crefresh-cw', 'cookie,refresh-cw', '%63ookie', ',cookie,']) {
    const path = `/api/icons/lucide.json?icons=${query}`;
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(Object.keys((await response.json()).icons), path).toContain('cookie');
  }
});

test('an icon collection the site does not ship is a JSON 404 that no cache keeps, not the 404 page', async ({ request }) => {
  for (const method of ['GET', 'HEAD']) {
    const label = `${method} /api/icons/nope.json`;
    const response = await request.fetch('/api/icons/nope.json?icons=x', { method });
    expect(response.status(), label).toBe(404);
    expect(response.headers()['content-type'], label).toMatch(/^application\/json/);
    expect(response.headers()['cache-control'], label).toBe('no-store');
    expectSecurityHeaders(response.headers(), label);
    if (method === 'GET') expect(await response.json(), label).toEqual({ error: 'unknown collection nope' });
  }
});

test('icon data is at <collection>.json only, as in the Iconify API: without .json it is the JSON 404', async ({ request }) => {
  const response = await request.get('/api/icons/lucide?icons=cookie');
  expect(response.status()).toBe(404);
  expect(response.headers()['cache-control']).toBe('no-store');
  expect(await response.json()).toEqual({ error: 'unknown collection lucide' });
});

test('icon answers are JSON in UTF-8, errors too', async ({ request }) => {
  for (const path of [
    '/api/icons/lucide.json?icons=cookie',
    '/api/icons/lucide.json?icons=Bad!',
    '/api/icons/nope.json?icons=x',
  ]) {
    const response = await request.get(path);
    expect(response.headers()['content-type'], path).toBe('application/json; charset=utf-8');
  }
});

test('icon data has a strong ETag: If-None-Match with it gets a 304, If-Match with another tag the plain 412', async ({
  request,
}) => {
  const path = '/api/icons/lucide.json?icons=cookie';
  const etag = (await request.get(path)).headers()['etag']!;
  expect(etag).toMatch(/^"[^"]+"$/);
  const revalidated = await request.get(path, { headers: { 'if-none-match': etag } });
  expect(revalidated.status()).toBe(304);
  expect(revalidated.headers()['etag']).toBe(etag);
  expect(revalidated.headers()['cache-control']).toBe('public, max-age=86400');
  expect(revalidated.headers()['access-control-allow-origin']).toBe('*');
  expect((await request.get(path, { headers: { 'if-none-match': '"other"' } })).status()).toBe(200);
  expect((await request.get(path, { headers: { 'if-match': etag } })).status()).toBe(200);
  const refused = await request.get(path, { headers: { 'if-match': '"other"' } });
  expect(refused.status()).toBe(412);
  expect(refused.headers()['content-type']).toBe('text/plain; charset=utf-8');
  expect(refused.headers()['cache-control']).toBe('no-store');
  expect(await refused.text()).toBe('Precondition Failed');
});

test('the sitemap is sent as application/xml in UTF-8', async ({ request }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.headers()['content-type']).toBe('application/xml; charset=utf-8');
});

test('methods other than GET and HEAD get 405 with Allow on every path', async ({ request }) => {
  // The icon endpoint too: the Iconify loader's plain GETs never need a CORS preflight.
  const paths = ['/', '/about', '/no-such-page', '/assets/x.js', '/RSC/R/about.txt', '/sitemap.xml'];
  for (const path of [...paths, '/api/icons/lucide.json?icons=x', '/api/nope']) {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      const label = `${method} ${path}`;
      const response = await request.fetch(path, { method, data: method === 'OPTIONS' ? undefined : 'x=1' });
      expect(response.status(), label).toBe(405);
      expect(response.headers()['allow'], label).toBe('GET, HEAD');
      expect(response.headers()['content-type'], label).toBe('text/plain; charset=utf-8');
      expect(await response.text(), label).toBe('Method Not Allowed');
      expectSecurityHeaders(response.headers(), label);
      // No page answers here, so no page's policy either.
      expect(response.headers()['content-security-policy'], label).toBe(NON_PAGE_CSP);
    }
  }
});

test('URLs that decode to something odd get the 404 page with the site headers', async ({}, testInfo) => {
  for (const path of ['/..%2f..%2fpackage.json', '/%', '/about%00', '/assets/..%2f..%2fserver%2findex.js']) {
    const { status, headers, body } = await sendRaw(portOf(testInfo), get(path));
    expect(status, path).toBe(404);
    expect(headers['content-type'], path).toBe('text/html; charset=utf-8');
    expect(body, path).toContain('Page not found');
    expectSecurityHeaders(headers, path);
  }
});

test('precompressed copies are not served under their own names', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const stylesheet = /href="(\/assets\/[^"]+\.css)"/.exec(html)![1]!;
  for (const path of ['/index.html.br', '/index.html.gz', '/RSC/R/_root.txt.br', '/sitemap.xml.gz', `${stylesheet}.br`]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(404);
    expectSecurityHeaders(response.headers(), path);
  }
});

test('the build leaves .nojekyll, so GitHub Pages publishes _app/ and the stylesheet; neither server sends it', async ({
  request,
}) => {
  expect(existsSync('dist/public/.nojekyll')).toBe(true);
  const html = await (await request.get('/')).text();
  // What Jekyll would leave out: names that start with an underscore.
  expect(html).toMatch(/href="\/assets\/_layout-[^"]+\.css"/);
  expect((await request.get('/.nojekyll')).status()).toBe(404);
});

test('hidden files left in public/ are never served; /.well-known/ is', async ({ request }, testInfo) => {
  test.skip(
    testInfo.project.name !== 'static',
    'nginx reads the disk per request; the Node server holds the files it read at start (tests/unit/request-screening.test.ts)',
  );
  const leftovers = {
    '.env.local': 'DATABASE_PASSWORD=hunter2',
    'images/.DS_Store': 'Bud1 index',
    '.git/HEAD': 'ref: refs/heads/main',
  };
  const publicDir = path.resolve('dist/public');
  for (const [file, text] of Object.entries(leftovers)) {
    await mkdir(path.dirname(path.join(publicDir, file)), { recursive: true });
    await writeFile(path.join(publicDir, file), text);
  }
  try {
    for (const [file, text] of Object.entries(leftovers)) {
      // %2e for the dot as well: nginx matches the decoded path.
      for (const address of [`/${file}`, `/${file.replace(/(^|\/)\./, '$1%2e')}`]) {
        const response = await request.get(address, { maxRedirects: 0 });
        expect(response.status(), address).toBe(404);
        expect(await response.text(), address).not.toContain(text);
        expectSecurityHeaders(response.headers(), address);
      }
    }
    expect((await request.get('/.well-known/security.txt')).status()).toBe(200);
  } finally {
    await rm(path.join(publicDir, '.env.local'));
    await rm(path.join(publicDir, 'images/.DS_Store'));
    await rm(path.join(publicDir, '.git'), { recursive: true });
  }
});

test('HSTS is not sent over plain http', async ({ request }, testInfo) => {
  // Over https the generated config sends it (see tests/unit/nginx-config.test.ts); a plain-http
  // deployment can only show that it is absent, even when a client claims https.
  test.skip(testInfo.project.name === 'server', 'checks the nginx config; the Node server has its own HSTS test');
  for (const path of ['/', '/about', '/about/', '/no-such-page', '/team']) {
    for (const headers of [{}, { 'x-forwarded-proto': 'https' }] as Record<string, string>[]) {
      const response = await request.get(path, { headers, maxRedirects: 0 });
      expect(response.headers()['strict-transport-security'], path).toBeUndefined();
    }
  }
});

test('route-rule headers reach the page and its RSC payload, but not a refused precondition', async ({ request }) => {
  for (const path of ['/careers', '/RSC/R/careers.txt']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['x-hiring'], path).toBe('yes, see /careers');
    // nginx answers a 412 from a location of its own, which no rule reaches.
    for (const acceptEncoding of ['identity', 'br']) {
      const label = `${path} ${acceptEncoding}`;
      const refused = await request.get(path, { headers: { 'accept-encoding': acceptEncoding, 'if-match': '"other"' } });
      expect(refused.status(), label).toBe(412);
      expect(refused.headers()['x-hiring'], label).toBeUndefined();
    }
  }
});

test('a page written with percent-encoded letters or slashes is no second address of it', async ({}, testInfo) => {
  for (const sent of [
    '/%61bout',
    '/services%2Fweb-applications',
    '/services/web%2dapplications',
    '/index%2Ehtml',
    '/RSC/R/%61bout.txt',
  ]) {
    const { status, headers } = await sendRaw(portOf(testInfo), get(sent));
    expect(status, sent).toBe(404);
    expectSecurityHeaders(headers, sent);
  }
});

test("a page opened before a deploy still gets its build's chunks: the previous release answers them", async ({ request }) => {
  for (const acceptEncoding of ['identity', 'gzip, br']) {
    const response = await request.get(PREVIOUS_RELEASE.asset, { headers: { 'accept-encoding': acceptEncoding } });
    expect(response.status(), acceptEncoding).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^(?:text|application)\/javascript/);
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expectSecurityHeaders(response.headers(), PREVIOUS_RELEASE.asset);
    expect(await response.text()).toContain('fromPreviousRelease');
  }
  // A chunk neither release has is still missing, and the old release's pages are not this one's.
  expect((await request.get(PREVIOUS_RELEASE.asset.replace('PrEv1ous', 'NeItHeR0'))).status()).toBe(404);
  expect((await request.get(PREVIOUS_RELEASE.page)).status()).toBe(404);
});

test('a link in the previous release leads nowhere: its files are answered, not what they point to', async ({
  request,
}, testInfo) => {
  const name = `linked-elsewhere-${testInfo.project.name}.js`;
  const link = path.join(PREVIOUS_RELEASE.publicDir, 'assets', name);
  await symlink(path.resolve('package.json'), link);
  try {
    const response = await request.get(`/assets/${name}`);
    expect(response.status()).toBe(404);
    expect(await response.text()).not.toContain('"dependencies"');
  } finally {
    await rm(link, { force: true });
  }
});

test('a release folder made as the deploy steps make it passes their nginx -t, as shipped', async ({}, testInfo) => {
  test.skip(testInfo.project.name !== 'static', 'the static deployment’s configuration');
  // As shipped, the configuration logs to /var/log/nginx, which only root may write.
  test.skip(process.getuid?.() !== 0, 'nginx -t of the shipped configuration needs root');
  const release = await mkdtemp(path.join(tmpdir(), 'release-'));
  try {
    await cp('dist/public', path.join(release, 'public'), { recursive: true });
    await cp('dist/nginx', path.join(release, 'nginx'), { recursive: true });
    await cp('deploy/nginx.conf', path.join(release, 'nginx.conf'));
    const check = spawnSync('nginx', ['-t', '-q', '-c', path.join(release, 'nginx.conf')], { encoding: 'utf8' });
    expect(check.stderr).toBe('');
    expect(check.status).toBe(0);
    // And it refuses a broken one, which the steps then never switch to.
    await writeFile(path.join(release, 'nginx', 'security-headers.conf'), 'add_header X-Broken;\n');
    expect(spawnSync('nginx', ['-t', '-q', '-c', path.join(release, 'nginx.conf')]).status).not.toBe(0);
  } finally {
    await rm(release, { recursive: true, force: true });
  }
});

/** The RSC payload a client navigation to `address` loads. */
const payloadOf = (address: string) => `/RSC/R/${address === '/' ? '_root' : address.slice(1)}.txt`;

// What the browser-only tests (BROWSER_ONLY in playwright.config.ts) rely on to run against one deployment.
test('both deployments send the same page, payload, scripts and styles for every page type', async ({ request }, testInfo) => {
  test.skip(testInfo.project.name !== 'server', 'compares the two deployments itself');
  const bothSend = async (address: string) => {
    const [fromNode, fromNginx] = await Promise.all(
      [DEPLOYMENTS.server.url, DEPLOYMENTS.static.url].map((origin) => request.get(`${origin}${address}`)),
    );
    expect(fromNginx!.status(), address).toBe(fromNode!.status());
    expect((await fromNginx!.body()).equals(await fromNode!.body()), `${address} differs`).toBe(true);
    return (await fromNode!.body()).toString();
  };
  for (const address of ['/', '/services/web-applications', '/imprint', '/privacy', '/no-such-page']) {
    const html = await bothSend(address);
    await bothSend(payloadOf(address));
    const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map(([, asset]) => asset!);
    expect(assets.length, `${address} names no script or style`).toBeGreaterThan(1);
    for (const asset of assets) await bothSend(asset);
  }
});

/** Last-Modified as nginx writes it for a file in the build: its mtime, to the second. */
const lastModifiedOf = async (file: string) => new Date(Math.floor((await stat(file)).mtimeMs / 1000) * 1000).toUTCString();

test('both deployments send the same Last-Modified for a file: the mtime of the file sent', async ({ request }, testInfo) => {
  test.skip(testInfo.project.name !== 'server', 'compares the two deployments itself');
  const html = await (await request.get('/')).text();
  const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map(([, asset]) => asset!);
  const files: [address: string, file: string][] = [
    ['/', 'dist/public/index.html'],
    ['/about', 'dist/public/about/index.html'],
    ['/RSC/R/about.txt', 'dist/public/RSC/R/about.txt'],
    ['/sitemap.xml', 'dist/public/sitemap.xml'],
    ['/logo.svg', 'dist/public/logo.svg'],
    ['/.well-known/security.txt', 'dist/public/.well-known/security.txt'],
    ['/_app/builds/latest.json', 'dist/public/_app/builds/latest.json'],
    [PREVIOUS_RELEASE.asset, `${PREVIOUS_RELEASE.publicDir}${PREVIOUS_RELEASE.asset}`],
    ...assets.map((asset): [string, string] => [asset, `dist/public${asset}`]),
  ];
  for (const [address, file] of files) {
    for (const [acceptEncoding, suffix] of [
      ['identity', ''],
      ['gzip', '.gz'],
      ['br', '.br'],
    ] as const) {
      const label = `${address} ${acceptEncoding}`;
      const headers = { 'accept-encoding': acceptEncoding };
      const [fromNode, fromNginx] = await Promise.all(
        [DEPLOYMENTS.server.url, DEPLOYMENTS.static.url].map((origin) => request.get(`${origin}${address}`, { headers })),
      );
      expect(fromNode!.status(), label).toBe(200);
      const sent = `${file}${fromNode!.headers()['content-encoding'] ? suffix : ''}`;
      expect(fromNginx!.headers()['content-encoding'], label).toBe(fromNode!.headers()['content-encoding']);
      expect(fromNode!.headers()['last-modified'], label).toBe(await lastModifiedOf(sent));
      expect(fromNginx!.headers()['last-modified'], label).toBe(fromNode!.headers()['last-modified']);
    }
  }
});

test("nginx sends a precompressed copy's own mtime as Last-Modified, as the Node server does", async ({ request }, testInfo) => {
  test.skip(
    testInfo.project.name !== 'static',
    'nginx reads the disk per request; the Node server holds the mtimes it read at start (tests/unit/last-modified.test.ts)',
  );
  // A file no other test asks for the date of: its copy's mtime is moved for the test and put back.
  const address = '/images/first-project-timeline.svg';
  const copy = `dist/public${address}.br`;
  const { atime, mtime } = await stat(copy);
  const moved = new Date(Date.UTC(2026, 0, 5, 3, 4, 9));
  await utimes(copy, moved, moved);
  try {
    const brotli = await request.get(address, { headers: { 'accept-encoding': 'br' } });
    expect(brotli.headers()['content-encoding']).toBe('br');
    expect(brotli.headers()['last-modified']).toBe('Mon, 05 Jan 2026 03:04:09 GMT');
    const plain = await request.get(address, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers()['last-modified']).toBe(await lastModifiedOf(`dist/public${address}`));
  } finally {
    await utimes(copy, atime, mtime);
  }
});
