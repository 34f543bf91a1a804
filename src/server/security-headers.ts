/** Headers every response carries, prerendered files included. */
export const securityHeaders = (request: Request): Headers => {
  const headers = new Headers({
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin',
  });
  if (new URL(request.url).protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https') {
    headers.set('strict-transport-security', 'max-age=63072000; includeSubDomains');
  }
  return headers;
};
