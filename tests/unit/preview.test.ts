import { describe, expect, it, vi } from 'vitest';

import { previewExitUrl, searchWithoutPreviewToken } from '../../src/lib/preview';
import { createPreviewGate } from '../../src/server/preview/preview-gate';
import {
  createPreviewCookieValue,
  isValidPreviewCookieValue,
  readPreviewToken,
  tokensMatch,
} from '../../src/server/preview/preview-token';
import { createFailureLimiter } from '../../src/server/preview/rate-limit';

const TOKEN = 'a-long-enough-preview-token-4f2c9e81';
const NOW = 1_800_000_000_000;

describe('preview token', () => {
  it('matches only the exact token', () => {
    expect(tokensMatch(TOKEN, TOKEN)).toBe(true);
    expect(tokensMatch(`${TOKEN}x`, TOKEN)).toBe(false);
    expect(tokensMatch('', TOKEN)).toBe(false);
    expect(tokensMatch(TOKEN.toUpperCase(), TOKEN)).toBe(false);
  });

  it('signs a session cookie that expires and cannot be forged', () => {
    const value = createPreviewCookieValue(TOKEN, NOW, 3600);
    expect(value).not.toContain(TOKEN);
    expect(isValidPreviewCookieValue(value, TOKEN, NOW + 1000)).toBe(true);
    expect(isValidPreviewCookieValue(value, TOKEN, NOW + 3601_000)).toBe(false);
    expect(isValidPreviewCookieValue(value, 'another-token-of-enough-length', NOW)).toBe(false);
    const [expiry, signature] = value.split('.');
    expect(isValidPreviewCookieValue(`${Number(expiry) + 10_000}.${signature}`, TOKEN, NOW)).toBe(false);
    expect(isValidPreviewCookieValue('garbage', TOKEN, NOW)).toBe(false);
  });

  it('reads the token from the environment and refuses short ones', () => {
    expect(readPreviewToken({ PREVIEW_TOKEN: ` ${TOKEN} ` }, 'PREVIEW_TOKEN')).toBe(TOKEN);
    expect(readPreviewToken({}, 'PREVIEW_TOKEN')).toBeUndefined();
    expect(() => readPreviewToken({ PREVIEW_TOKEN: 'short' }, 'PREVIEW_TOKEN')).toThrow(/at least 32 characters/);
    // A phrase is guessed offline from one captured session cookie.
    expect(() => readPreviewToken({ PREVIEW_TOKEN: 'examplepreview2026' }, 'PREVIEW_TOKEN')).toThrow(/openssl rand -hex 32/);
  });

  it('refuses a token a web address would change, as openssl rand -base64 makes half the time', () => {
    for (const token of ['Ab+cD/efGhIjKlMnOpQrStUvWxYz0123456789abcd=', 'a'.repeat(40) + '%2B', 'a'.repeat(40) + ' b'])
      expect(() => readPreviewToken({ PREVIEW_TOKEN: token }, 'PREVIEW_TOKEN'), token).toThrow(
        /only letters, digits and - \. _ ~/,
      );
    const hex = 'c0ffee'.repeat(10) + 'abcd';
    expect(readPreviewToken({ PREVIEW_TOKEN: hex }, 'PREVIEW_TOKEN')).toBe(hex);
    expect(readPreviewToken({ PREVIEW_TOKEN: 'test-preview-token_7f3a9c2e.51b84d06~' }, 'PREVIEW_TOKEN')).toBe(
      'test-preview-token_7f3a9c2e.51b84d06~',
    );
  });
});

describe('preview gate', () => {
  const gate = (token: string | undefined = TOKEN, limiter = createFailureLimiter({ limit: 3 })) =>
    createPreviewGate({ getToken: () => token, cookieMaxAgeSeconds: 600, limiter, now: () => NOW });
  const request = (query = '', cookie?: string, url = 'https://www.example.com/about') =>
    new Request(`${url}${query}`, { headers: cookie ? { cookie } : {} });

  it('leaves ordinary requests public', () => {
    expect(gate().decide(request(), '1.2.3.4')).toEqual({ state: 'public' });
  });

  it('starts a secure, HttpOnly, bounded cookie session for the right token', () => {
    const decision = gate().decide(request(`?preview=${TOKEN}`), '1.2.3.4');
    expect(decision.state).toBe('verified');
    const [session, flag] = decision.state === 'verified' ? decision.setCookies : [];
    expect(session).toMatch(/^previewToken=\d{13}\.[\w-]{43}; Path=\/; Max-Age=600; SameSite=Lax; HttpOnly; Secure$/);
    expect(flag).toBe('preview-active=1; Path=/; Max-Age=600; SameSite=Lax; Secure');
  });

  it('keeps the session through the cookie', () => {
    const value = createPreviewCookieValue(TOKEN, NOW, 600);
    expect(gate().decide(request('', `other=1; previewToken=${value}; preview-active=1`), '1.2.3.4')).toEqual({
      state: 'verified',
      setCookies: [],
    });
  });

  it('gives a session back the flag that shows the preview bar, for the time the session has left', () => {
    const startedBefore = createPreviewCookieValue(TOKEN, NOW - 100_000, 600);
    expect(gate().decide(request('', `previewToken=${startedBefore}`), '1.2.3.4')).toEqual({
      state: 'verified',
      setCookies: ['preview-active=1; Path=/; Max-Age=500; SameSite=Lax; Secure'],
    });
  });

  it('forgets an address ten minutes after its last wrong token, as the privacy policy says', () => {
    const limiter = createFailureLimiter({ limit: 3 });
    limiter.recordFailure('6.6.6.6', 'a-guess', NOW);
    limiter.recordFailure('7.7.7.7', 'a-guess', NOW + 5 * 60_000);
    expect(limiter.trackedClients).toBe(2);
    expect(limiter.isBlocked('8.8.8.8', NOW + 10 * 60_000 - 1)).toBe(false);
    expect(limiter.trackedClients).toBe(2);
    expect(limiter.isBlocked('8.8.8.8', NOW + 10 * 60_000)).toBe(false);
    expect(limiter.trackedClients).toBe(1);
    expect(limiter.isBlocked('8.8.8.8', NOW + 15 * 60_000)).toBe(false);
    expect(limiter.trackedClients).toBe(0);
  });

  it('forgets an address ten minutes after its last wrong token also when no request follows', () => {
    vi.useFakeTimers({ now: NOW });
    try {
      const limiter = createFailureLimiter({ limit: 3 });
      limiter.recordFailure('6.6.6.6', 'a-guess');
      vi.advanceTimersByTime(5 * 60_000);
      limiter.recordFailure('7.7.7.7', 'a-guess');
      vi.advanceTimersByTime(5 * 60_000 - 1);
      expect(limiter.trackedClients).toBe(2);
      vi.advanceTimersByTime(1);
      expect(limiter.trackedClients).toBe(1);
      vi.advanceTimersByTime(5 * 60_000);
      expect(limiter.trackedClients).toBe(0);
      // Nothing left to forget: no timer keeps running.
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses a wrong token and blocks an address after repeated failures', () => {
    const limiter = createFailureLimiter({ limit: 3 });
    const g = gate(TOKEN, limiter);
    for (let i = 0; i < 3; i++) expect(g.decide(request(`?preview=wrong-${i}`), '6.6.6.6').state).toBe('refused');
    expect(g.decide(request(`?preview=${TOKEN}`), '6.6.6.6').state).toBe('blocked');
    expect(g.decide(request(`?preview=${TOKEN}`), '7.7.7.7').state).toBe('verified');
  });

  it('counts the same wrong token once, from the page and from the preview bar', async () => {
    const limiter = createFailureLimiter({ limit: 2 });
    const g = gate(TOKEN, limiter);
    for (let i = 0; i < 5; i++) expect(g.decide(request('?preview=a-stale-token'), '6.6.6.6').state).toBe('refused');
    limiter.recordFailure('6.6.6.6', 'a-stale-token', NOW);
    expect(limiter.isBlocked('6.6.6.6', NOW)).toBe(false);
    expect(g.decide(request('?preview=another-guess'), '6.6.6.6').state).toBe('refused');
    expect(g.decide(request(`?preview=${TOKEN}`), '6.6.6.6').state).toBe('blocked');
  });

  it('weighs no token that another site’s page has the browser send, so no other site can lock an office out', () => {
    const limiter = createFailureLimiter({ limit: 1 });
    const g = gate(TOKEN, limiter);
    const sentBy = (headers: Record<string, string>, token: string) =>
      new Request(`https://www.example.com/about?preview=${token}`, { headers });
    const image = { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'image' };
    const frame = { 'sec-fetch-site': 'same-site', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'iframe' };
    const fetched = { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'empty' };
    for (const headers of [image, frame, fetched]) {
      for (let guess = 0; guess < 3; guess++) expect(g.decide(sentBy(headers, `guess-${guess}`), '6.6.6.6').state).toBe('public');
      // Nor does such a request open a preview with the right one.
      expect(g.decide(sentBy(headers, TOKEN), '6.6.6.6').state).toBe('public');
    }
    // A preview link the editor follows from a mail is a navigation from another site: it counts.
    const fromMail = { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' };
    expect(g.decide(sentBy(fromMail, TOKEN), '6.6.6.6').state).toBe('verified');
    expect(g.decide(sentBy(fromMail, 'a-guess'), '6.6.6.6').state).toBe('refused');
    expect(g.decide(sentBy(fromMail, 'another-guess'), '6.6.6.6').state).toBe('blocked');
  });

  it('keeps a valid session at a blocked address, where pages stay public for everyone else', () => {
    const limiter = createFailureLimiter({ limit: 1 });
    const g = gate(TOKEN, limiter);
    expect(g.decide(request('?preview=a-guess'), '6.6.6.6').state).toBe('refused');
    expect(g.decide(request('?preview=another-guess'), '6.6.6.6').state).toBe('blocked');
    const session = `previewToken=${createPreviewCookieValue(TOKEN, NOW, 600)}`;
    expect(g.decide(request('', session), '6.6.6.6').state).toBe('verified');
    expect(g.decide(request('', 'previewToken=1800000000999.expired-or-forged'), '6.6.6.6').state).toBe('refused');
  });

  it('opens staged pages to no session cookie it did not sign for this token and time', () => {
    const g = gate();
    const [expiry, signature] = createPreviewCookieValue(TOKEN, NOW, 600).split('.');
    const forgeries = {
      'any value': 'previewToken=1',
      'not a cookie value at all': 'previewToken=%%%',
      expired: `previewToken=${createPreviewCookieValue(TOKEN, NOW - 601_000, 600)}`,
      'signed with another token': `previewToken=${createPreviewCookieValue('another-token-of-enough-length-9c1d', NOW, 600)}`,
      'its expiry moved on': `previewToken=${Number(expiry) + 3_600_000}.${signature}`,
      'the token itself': `previewToken=${TOKEN}`,
    };
    for (const [label, cookie] of Object.entries(forgeries)) {
      expect(g.decide(request('', cookie), '1.2.3.4').state, label).toBe('refused');
      // Nor does a wrong token beside it make it count.
      expect(g.decide(request('?preview=a-guess', cookie), `9.9.9.${label.length}`).state, label).toBe('refused');
    }
    expect(g.decide(request('', `previewToken=${expiry}.${signature}`), '1.2.3.4').state).toBe('verified');
  });

  it('never verifies when no token is configured', () => {
    expect(gate(undefined).decide(request('?preview=anything'), '1.2.3.4').state).toBe('refused');
  });
});

describe('failure limiter', () => {
  it('forgets failures after the window', () => {
    const limiter = createFailureLimiter({ limit: 2, windowMs: 1000 });
    limiter.recordFailure('a', 'guess-1', 0);
    limiter.recordFailure('a', 'guess-2', 10);
    expect(limiter.isBlocked('a', 20)).toBe(true);
    expect(limiter.isBlocked('a', 1500)).toBe(false);
  });

  it('blocks an address after five different wrong tokens within ten minutes, as the README says', () => {
    const limiter = createFailureLimiter();
    for (let guess = 1; guess <= 4; guess++) limiter.recordFailure('a', `guess-${guess}`, guess);
    // The same wrong token again is no new guess.
    limiter.recordFailure('a', 'guess-4', 5);
    expect(limiter.isBlocked('a', 6)).toBe(false);
    limiter.recordFailure('a', 'guess-5', 7);
    expect(limiter.isBlocked('a', 8)).toBe(true);
    expect(limiter.isBlocked('a', 1 + 10 * 60_000 - 1)).toBe(true);
    expect(limiter.isBlocked('a', 7 + 10 * 60_000)).toBe(false);
  });

  it('tracks a bounded number of addresses', () => {
    const limiter = createFailureLimiter({ limit: 1, maxClients: 2 });
    limiter.recordFailure('a', 'guess', 0);
    limiter.recordFailure('b', 'guess', 0);
    limiter.recordFailure('c', 'guess', 0);
    expect(limiter.isBlocked('a', 1)).toBe(false);
    expect(limiter.isBlocked('c', 1)).toBe(true);
  });
});

describe('exit preview', () => {
  const page = 'https://www.example.com/about?preview=abc&x=1';

  it('goes through the preview server on this origin, which clears its cookie', () => {
    expect(previewExitUrl('/', page, '/about', true)).toBe('/api/preview/exit?to=%2Fabout');
  });

  it('on a static host whose own origin has no preview server, stays on the page without ?preview', () => {
    expect(previewExitUrl('/', page, '/about', false)).toBe('https://www.example.com/about?x=1');
  });

  it('with a preview server elsewhere, stays on the page without ?preview', () => {
    expect(previewExitUrl('https://preview.example.com', page, '/about', true)).toBe('https://www.example.com/about?x=1');
  });
});

describe('a query as a page shows it', () => {
  it('leaves out the preview token, however its name is written, and keeps the rest', () => {
    expect(searchWithoutPreviewToken('?preview=s3cret')).toBe('');
    expect(searchWithoutPreviewToken('?utm=1&%70review=s3cret&b=2')).toBe('?utm=1&b=2');
    expect(searchWithoutPreviewToken('?preview')).toBe('');
  });

  it('shows any other query as it was written', () => {
    for (const search of ['', '?a=%20b', '?q=a+b&x', '?previewed=1']) expect(searchWithoutPreviewToken(search)).toBe(search);
  });
});
