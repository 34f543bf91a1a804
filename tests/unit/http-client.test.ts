import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { http, HttpError, MAX_RETRIES, retryDelayMs } from '../../src/lib/http-client';

/** A local server that answers each path with a scripted list of statuses. */
let server: Server;
let base: string;
const hits = new Map<string, number>();
const script = new Map<string, number[]>();

beforeAll(async () => {
  server = createServer((req, res) => {
    const key = `${req.method} ${req.url}`;
    const count = hits.get(key) ?? 0;
    hits.set(key, count + 1);
    const statuses = script.get(req.url!) ?? [200];
    const status = statuses[Math.min(count, statuses.length - 1)]!;
    if (req.url === '/retry-after' && status === 429) res.setHeader('retry-after', '0');
    if (req.url === '/locked' && status === 429) res.setHeader('retry-after', '600');
    if (req.url === '/slow') return setTimeout(() => res.end('{}'), 500);
    if (req.url === '/text') return res.writeHead(200, { 'content-type': 'text/plain' }).end('plain words');
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ status }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  hits.clear();
  script.clear();
});

describe('http client', () => {
  it.each([408, 409, 425, 429, 500, 502, 503, 504])('retries a GET answered %i, then succeeds', async (status) => {
    script.set('/flaky', [status, 200]);
    await expect(http(`${base}/flaky`, { retryDelay: 1 })).resolves.toEqual({ status: 200 });
    expect(hits.get('GET /flaky')).toBe(2);
  });

  it('gives up after a bounded number of retries with a typed error', async () => {
    script.set('/down', [503]);
    const error = await http(`${base}/down`, { retryDelay: 1 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 503, url: `${base}/down` });
    expect(hits.get('GET /down')).toBe(MAX_RETRIES + 1);
  });

  it('does not retry statuses outside the list', async () => {
    script.set('/missing', [404]);
    await expect(http(`${base}/missing`)).rejects.toMatchObject({ status: 404 });
    expect(hits.get('GET /missing')).toBe(1);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('never retries %s by default', async (method) => {
    script.set('/write', [503]);
    await expect(http(`${base}/write`, { method })).rejects.toMatchObject({ status: 503 });
    expect(hits.get(`${method} /write`)).toBe(1);
  });

  it('honours Retry-After', async () => {
    script.set('/retry-after', [429, 200]);
    await expect(http(`${base}/retry-after`)).resolves.toEqual({ status: 200 });
    expect(retryDelayMs('2', 0)).toBe(2000);
    expect(retryDelayMs(new Date(Date.now() + 3000).toUTCString(), 0)).toBeGreaterThan(1000);
    expect(retryDelayMs('3600', 0)).toBe(3_600_000);
    expect(retryDelayMs(null, 0)).toBe(300);
    expect(retryDelayMs(null, 2)).toBe(1200);
  });

  it('does not wait out a Retry-After longer than 10 s: the error comes at once', async () => {
    script.set('/locked', [429, 200]);
    const started = Date.now();
    await expect(http(`${base}/locked`)).rejects.toMatchObject({ status: 429 });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(hits.get('GET /locked')).toBe(1);
  });

  it('parses JSON and returns other text as it is', async () => {
    await expect(http(`${base}/json`)).resolves.toEqual({ status: 200 });
    await expect(http(`${base}/text`)).resolves.toBe('plain words');
  });

  it('retries a read that gets no answer, then fails with a typed error without a status', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/gone`;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const started = Date.now();
    const error = await http(url, { retryDelay: 100 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: undefined, url });
    // Two waits of 100 ms: the retries happened.
    expect(Date.now() - started).toBeGreaterThanOrEqual(200);
  });

  it('times out', async () => {
    const error = await http(`${base}/slow`, { timeout: 100, retry: 0 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
  });
});
