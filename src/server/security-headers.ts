import { isForwardedHttps } from './forwarded-https';

/**
 * Headers every response carries, prerendered files included, in the Node
 * server and (written into the nginx config at build) on a static host.
 */
export const STATIC_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

export const HSTS_HEADER = 'max-age=63072000; includeSubDomains';

/** The site's headers as a plain record, for the Node fast path. */
export const securityHeaderRecord = (https: boolean): Record<string, string> => ({
  ...STATIC_SECURITY_HEADERS,
  ...(https ? { 'Strict-Transport-Security': HSTS_HEADER } : {}),
});

/** The site's headers for a request; HSTS only when a trusted proxy says the client used https. */
export const securityHeaders = (request: Request, trustProxy: boolean): Headers =>
  new Headers(securityHeaderRecord(isForwardedHttps(request.headers.get('x-forwarded-proto'), trustProxy)));
