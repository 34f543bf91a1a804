import 'server-only';

import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

import { EnvironmentError } from '../environment-error';

/**
 * Shorter tokens are refused at start. The token also signs the session cookie,
 * so one captured cookie lets an attacker test guesses offline, unlimited.
 */
const MIN_TOKEN_LENGTH = 32;

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compares in constant time, whatever the lengths, so timing tells nothing about the token. */
export const tokensMatch = (given: string, expected: string): boolean => timingSafeEqual(digest(given), digest(expected));

const sign = (token: string, expiresAt: number) => createHmac('sha256', token).update(`preview:${expiresAt}`).digest('base64url');

/**
 * The `previewToken` cookie holds an expiry and its signature, not the
 * token itself, so a leaked cookie dies on its own and reveals nothing.
 */
export const createPreviewCookieValue = (token: string, now: number, maxAgeSeconds: number): string => {
  const expiresAt = now + maxAgeSeconds * 1000;
  return `${expiresAt}.${sign(token, expiresAt)}`;
};

/** When a session cookie's value says it ends, in epoch milliseconds (checked by isValidPreviewCookieValue first). */
export const previewCookieExpiry = (value: string): number => Number(value.split('.', 1)[0]);

export const isValidPreviewCookieValue = (value: string, token: string, now: number): boolean => {
  const match = /^(\d{13})\.([\w-]{43})$/.exec(value);
  if (!match) return false;
  const expiresAt = Number(match[1]);
  if (expiresAt <= now) return false;
  return tokensMatch(match[2]!, sign(token, expiresAt));
};

/** What a web address carries as it is: `+`, `/`, `=` and `%` would arrive as something else (a space, say). */
const URL_SAFE = /^[\w.~-]+$/;
const MAKE_ONE = 'Make one with `openssl rand -hex 32` (or leave it unset to switch preview off).';

/** The token from the environment, or undefined when preview is switched off. */
export const readPreviewToken = (env: Record<string, string | undefined>, name: string): string | undefined => {
  const token = env[name]?.trim();
  if (!token) return undefined;
  if (token.length < MIN_TOKEN_LENGTH) {
    throw new EnvironmentError(
      `${name} must be at least ${MIN_TOKEN_LENGTH} characters long; a shorter one is easy to guess, so neither the build nor the server goes on with it. ${MAKE_ONE}`,
    );
  }
  if (!URL_SAFE.test(token)) {
    throw new EnvironmentError(
      `${name} may hold only letters, digits and - . _ ~: editors paste it into a web address, where a + reads as a space and the token as wrong. ${MAKE_ONE}`,
    );
  }
  return token;
};
