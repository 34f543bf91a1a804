import { createHash } from 'node:crypto';

import { HEAD_SCRIPT } from '../lib/head-script';

const hash = (script: string) => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;

/** The head script is the same on every page; its hash is always allowed. */
const HEAD_SCRIPT_HASH = hash(HEAD_SCRIPT);

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;

/** Hashes of every inline script in a prerendered page: its CSP allows exactly these. */
export const inlineScriptHashes = (html: string): string[] =>
  [...new Set([...html.matchAll(INLINE_SCRIPT)].map((match) => hash(match[1]!)))].filter((h) => h !== HEAD_SCRIPT_HASH);

/** A fresh nonce for a page rendered for one request: 122 random bits. */
export const newNonce = (): string => crypto.randomUUID().replaceAll('-', '');

/** For responses that are not pages (JSON, payloads, assets): nothing may run or be framed. */
export const NON_PAGE_CSP = "default-src 'none'; frame-ancestors 'none'";

/**
 * The policy for an HTML page: scripts only from this origin plus the listed
 * hashes or nonce (no eval outside the development server, whose React
 * needs it), nothing from third parties unless the config
 * names it (the preview API, a remote icon API), and no framing.
 */
export const pageCsp = (scriptSources: readonly string[], connectSources: readonly string[] = []): string =>
  [
    "default-src 'self'",
    `script-src 'self' ${[HEAD_SCRIPT_HASH, ...scriptSources].join(' ')}`,
    // No inline style attributes: React and Ariakit style through the CSSOM, which CSP allows.
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${["'self'", ...connectSources].join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "manifest-src 'self'",
  ].join('; ');
