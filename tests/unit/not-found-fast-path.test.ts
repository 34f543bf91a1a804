import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { createRouteRuleMatcher, type RouteRule } from '../../src/lib/route-rules';
import { securityHeaders } from '../../src/server/security-headers';
import { createStaticFastPath } from '../../src/server/static-fast-path';
import { StaticFiles } from '../../src/server/static-files';
import { requestHandler } from './support/request-handler';

// Waku's request context needs React's server build; a request that is not rendered does without it.
vi.mock('waku/router/server', () => ({ unstable_getHeaders: () => ({}) }));

const NOT_FOUND_HTML = `<!doctype html><title>Page not found</title><p>${'We could not find that page. '.repeat(20)}</p>`;
const ROUTE_RULES: Record<string, RouteRule> = {
  '/impressum': { redirect: { to: '/imprint', status: 301 } },
  '/docs/**': { headers: { 'x-robots-tag': 'noindex' } },
};

describe('a missing page or file on the Node server', () => {
  let publicDir: string;
  let files: StaticFiles;
  let fullHandler: ReturnType<typeof requestHandler>;
  let fastPath: ReturnType<typeof createStaticFastPath>;

  beforeAll(async () => {
    publicDir = await mkdtemp(path.join(tmpdir(), 'not-found-'));
    await writeFile(path.join(publicDir, 'index.html'), '<!doctype html><title>Home</title>');
    await writeFile(path.join(publicDir, '404.html'), NOT_FOUND_HTML);
    await writeFile(path.join(publicDir, '404.html.gz'), gzipSync(NOT_FOUND_HTML));
    files = await StaticFiles.load(publicDir, { cspForHtml: () => "script-src 'sha256-abc'" });
    const routeRules = createRouteRuleMatcher(ROUTE_RULES);
    fullHandler = requestHandler({
      render: async () => {
        throw new Error('A missing page is answered from the build, never rendered');
      },
      getStaticFiles: async () => files,
      baseHeaders: (request) => securityHeaders(request, false),
      routeRules,
    });
    fastPath = createStaticFastPath(files, routeRules, { trustProxy: false });
  });
  afterAll(() => rm(publicDir, { recursive: true, force: true }));

  const viaFullHandler = async (method: string, url: string, headers: Record<string, string>) => {
    const response = await fullHandler(new Request(`http://localhost${url}`, { method, headers }), { incoming: { url } });
    const body = Buffer.from(await response.arrayBuffer());
    return { status: response.status, headers: Object.fromEntries(response.headers), body: body.byteLength ? body : null };
  };

  it.each([
    ['GET', '/wp-login.php', {}],
    ['GET', '/no-such-page', { 'accept-encoding': 'gzip, br' }],
    ['HEAD', '/no-such-page', { 'accept-encoding': 'gzip' }],
    ['GET', '/docs/missing', {}],
    ['GET', '/images/missing.png?size=2', { 'if-none-match': '*' }],
  ])('%s %s gets the 404 page from memory, as the full handler answers it', async (method, url, headers) => {
    const full = await viaFullHandler(method, url, headers);
    expect(full.status).toBe(404);
    const fast = fastPath({ method, url, headers });
    expect(fast, 'answered on the fast path').toBeDefined();
    expect(fast!.status).toBe(404);
    expect(fast!.headers).toEqual(full.headers);
    expect(fast!.body).toEqual(full.body);
    expect(fast!.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it('sends the page itself, compressed when asked', () => {
    const plain = fastPath({ method: 'GET', url: '/nope', headers: {} });
    expect(plain!.body!.toString('utf8')).toBe(NOT_FOUND_HTML);
    const gzipped = fastPath({ method: 'GET', url: '/nope', headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped!.headers['content-encoding']).toBe('gzip');
  });

  it('leaves payloads, the API, previews and redirects to the full handler', () => {
    for (const url of ['/RSC/R/no-such-page.txt', '/api/nope', '/nope?preview=token', '/impressum'])
      expect(fastPath({ method: 'GET', url, headers: {} }), url).toBeUndefined();
    expect(fastPath({ method: 'GET', url: '/nope', headers: { cookie: 'previewToken=1' } })).toBeUndefined();
    expect(fastPath({ method: 'POST', url: '/nope', headers: {} })).toBeUndefined();
  });
});
