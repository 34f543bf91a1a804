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

const isHttps = (request: Request) =>
  new URL(request.url).protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https';

export const securityHeaders = (request: Request): Headers => {
  const headers = new Headers(STATIC_SECURITY_HEADERS);
  if (isHttps(request)) headers.set('Strict-Transport-Security', HSTS_HEADER);
  return headers;
};
