import type { HandlerInterceptor } from 'waku/router/server';
import { unstable_getHeaders as getHeaders, unstable_setNonce as setNonce } from 'waku/router/server';

import { CSP_NONCE_HEADER } from '../../server/render-page';

/**
 * Gives Waku's inline scripts the nonce the request handler put in the
 * response's Content-Security-Policy. Prerendered pages use hashes instead.
 */
const cspNonce: HandlerInterceptor = (next) => {
  const nonce = getHeaders()[CSP_NONCE_HEADER];
  if (nonce) setNonce(nonce);
  return next();
};

export default cspNonce;
