import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createRouteRuleMatcher } from '../../src/lib/route-rules';
import { isForwardedHttps } from '../../src/server/forwarded-https';
import { securityHeaders } from '../../src/server/security-headers';
import { createStaticFastPath } from '../../src/server/static-fast-path';
import { StaticFiles } from '../../src/server/static-files';
import { readTrustProxy } from '../../src/server/trust-proxy';

describe('TRUST_PROXY', () => {
  it('is 1 behind a proxy, 0 or unset without one', () => {
    expect(readTrustProxy({ TRUST_PROXY: '1' })).toBe(true);
    expect(readTrustProxy({ TRUST_PROXY: ' 1 ' })).toBe(true);
    expect(readTrustProxy({ TRUST_PROXY: '0' })).toBe(false);
    expect(readTrustProxy({ TRUST_PROXY: '' })).toBe(false);
    expect(readTrustProxy({})).toBe(false);
  });

  it.each(['true', 'yes', 'on', '2', 'false'])('%s stops the server with the value it was given', (value) => {
    expect(() => readTrustProxy({ TRUST_PROXY: value })).toThrow(
      `TRUST_PROXY must be 1 (behind a reverse proxy) or 0 (none), not "${value}".`,
    );
  });
});

describe('X-Forwarded-Proto', () => {
  it.each(['https', 'HTTPS', ' https ', 'https,http', 'https, http', 'Https , http'])(
    '%s from a trusted proxy is https',
    (value) => {
      expect(isForwardedHttps(value, true)).toBe(true);
    },
  );

  it.each([undefined, null, '', 'http', 'http, https', 'httpsx', ',https'])('%s from a trusted proxy is not https', (value) => {
    expect(isForwardedHttps(value, true)).toBe(false);
  });

  it('takes the first of repeated headers', () => {
    expect(isForwardedHttps(['https', 'http'], true)).toBe(true);
    expect(isForwardedHttps(['http', 'https'], true)).toBe(false);
  });

  it('is ignored without a trusted proxy', () => {
    for (const value of ['https', 'HTTPS', 'https,http']) expect(isForwardedHttps(value, false)).toBe(false);
  });
});

describe('HSTS', () => {
  const request = (forwardedProto?: string) =>
    new Request('http://127.0.0.1/about', { headers: forwardedProto ? { 'x-forwarded-proto': forwardedProto } : {} });

  it('is sent by the request handler only when a trusted proxy reports https', () => {
    expect(securityHeaders(request('https'), true).get('strict-transport-security')).toContain('max-age=');
    expect(securityHeaders(request('HTTPS,http'), true).get('strict-transport-security')).toContain('max-age=');
    expect(securityHeaders(request('https'), false).has('strict-transport-security')).toBe(false);
    expect(securityHeaders(request(), true).has('strict-transport-security')).toBe(false);
  });

  describe('on the fast path for prerendered files', () => {
    let publicDir: string;
    let files: StaticFiles;
    beforeAll(async () => {
      publicDir = await mkdtemp(path.join(tmpdir(), 'fast-path-'));
      await writeFile(path.join(publicDir, 'index.html'), '<!doctype html><title>x</title>');
      files = await StaticFiles.load(publicDir);
      // The fast path answers only files already in memory.
      await files.answer(files.find('/')!, {
        method: 'GET',
        acceptEncoding: '',
        ifMatch: undefined,
        ifNoneMatch: undefined,
        ifUnmodifiedSince: undefined,
        ifModifiedSince: undefined,
      });
    });
    afterAll(() => rm(publicDir, { recursive: true, force: true }));

    const hsts = (trustProxy: boolean, forwardedProto: string) => {
      const fastPath = createStaticFastPath(files, createRouteRuleMatcher({}), { trustProxy });
      const answer = fastPath({ method: 'GET', url: '/', headers: { 'x-forwarded-proto': forwardedProto } });
      expect(answer?.status).toBe(200);
      return answer!.headers['strict-transport-security'];
    };

    it('follows a trusted proxy', () => {
      expect(hsts(true, 'https')).toContain('max-age=');
      expect(hsts(true, 'HTTPS')).toContain('max-age=');
      expect(hsts(true, 'https,http')).toContain('max-age=');
      expect(hsts(true, 'http')).toBeUndefined();
    });

    it('ignores the header without one', () => {
      expect(hsts(false, 'https')).toBeUndefined();
    });
  });
});
