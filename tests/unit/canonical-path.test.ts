import { describe, expect, it } from 'vitest';

import { canonicalPath } from '../../src/lib/canonical-path';
import { allowedMethods, screenRequest } from '../../src/server/screen-request';

describe('canonical page addresses', () => {
  it.each([
    ['/about/', '/about'],
    ['/about//', '/about'],
    ['/services/web-applications/', '/services/web-applications'],
    ['/no-such-page/', '/no-such-page'],
    ['/About/', '/About'],
    ['/index.html', '/'],
    ['/about/index.html', '/about'],
    ['/services/index.html', '/services'],
    ['/about/index.html/', '/about'],
  ])('%s -> %s', (path, canonical) => {
    expect(canonicalPath(path)).toBe(canonical);
  });

  it.each([
    '/',
    '/about',
    '/sitemap.xml',
    '/404.html',
    '/aboutindex.html',
    // Payloads, assets and APIs keep their own rules.
    '/RSC/',
    '/RSC/R/',
    '/RSC/R/_root.txt',
    '/assets/',
    '/assets/index.html',
    '/api/',
    '/api/preview/',
    '/api/icons/',
    // Empty segments name no page: a 404, as on the static deployment.
    '//',
    '//about',
    '/services//web-applications',
  ])('%s stays as it is', (path) => {
    expect(canonicalPath(path)).toBeUndefined();
  });

  it('never points to another host', () => {
    for (const path of ['//evil.example/', '///evil.example//', '//evil.example/index.html'])
      expect(canonicalPath(path), path).toBeUndefined();
  });
});

describe('screening with canonical addresses', () => {
  it('redirects GET and HEAD for a page address with a trailing slash or index.html', () => {
    expect(screenRequest('GET', '/about/')).toEqual({ verdict: 'redirect', location: '/about' });
    expect(screenRequest('HEAD', '/index.html')).toEqual({ verdict: 'redirect', location: '/' });
  });

  it('refuses other methods before any redirect', () => {
    expect(screenRequest('POST', '/about/')).toMatchObject({ verdict: 'reject', status: 405 });
  });

  it('leaves path tricks to the 404 they always got', () => {
    expect(screenRequest('GET', '/%2e%2e/')).toMatchObject({ verdict: 'reject', status: 404 });
    expect(screenRequest('GET', '/about/../')).toMatchObject({ verdict: 'reject', status: 404 });
  });

  it('answers the 404 page by its own address with 404', () => {
    // Not an invalid page: the answer is the site's 404 page, not the bare error page.
    expect(screenRequest('GET', '/404.html')).toEqual({ verdict: 'reject', status: 404, reason: expect.any(String) });
  });

  it('keeps payloads, assets and APIs as they were', () => {
    expect(screenRequest('GET', '/RSC/R/about.txt')).toEqual({ verdict: 'pass', kind: 'payload' });
    expect(screenRequest('GET', '/RSC/R/')).toMatchObject({ verdict: 'reject', status: 404 });
    expect(screenRequest('GET', '/api/preview/')).toEqual({ verdict: 'pass', kind: 'api' });
    expect(screenRequest('OPTIONS', '/api/preview/page')).toEqual({ verdict: 'pass', kind: 'api' });
    expect(screenRequest('GET', '/assets/app.js')).toEqual({ verdict: 'pass', kind: 'file' });
  });

  it('allows OPTIONS for the preview API only, whose requests need a CORS preflight', () => {
    for (const path of ['/api/icons/lucide.json', '/api/nope', '/about'])
      expect(screenRequest('OPTIONS', path), path).toMatchObject({ verdict: 'reject', status: 405 });
    expect(allowedMethods('/api/icons/lucide.json')).toBe('GET, HEAD');
    expect(allowedMethods('/api/preview/page')).toBe('GET, HEAD, OPTIONS');
  });
});

describe('screening cost', () => {
  // The longest path the screening reads, made of the characters its rules look for.
  const runOf = (unit: string, prefix = '/a', suffix = '') =>
    prefix + unit.repeat(Math.ceil(2000 / unit.length)).slice(0, 2000) + suffix;
  const adversarialPaths = [
    runOf('/', '/a', 'x'),
    runOf('/'),
    runOf('/', '/a', '/'),
    runOf('/', '/', ''),
    runOf('/index.html'),
    runOf('.'),
    runOf('/.'),
    runOf('%2e'),
    runOf('/', '/RSC/R/', 'x.txt'),
  ];

  it('costs about as much for a long run of slashes or dots as for any long path', () => {
    // Linear rules screen each of these in microseconds (about 15 ms for the loop); one rule that
    // retried a run of slashes from each of its slashes took about 400 ms for it.
    const started = performance.now();
    for (let round = 0; round < 100; round++) for (const path of adversarialPaths) screenRequest('GET', path);
    expect(performance.now() - started).toBeLessThan(100);
  });

  it('still answers such paths as before', () => {
    expect(screenRequest('GET', runOf('/', '/a', 'x'))).toMatchObject({ verdict: 'reject', status: 404 });
    expect(screenRequest('GET', runOf('/'))).toEqual({ verdict: 'redirect', location: '/a' });
  });
});
