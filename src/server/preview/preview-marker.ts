import { randomBytes } from 'node:crypto';

import { unstable_getHeaders as getHeaders } from 'waku/router/server';

/**
 * How the request handler tells a render that the request is a verified
 * preview. The value is a secret of this process: the handler strips the
 * header from every incoming request, so nobody can send it.
 */
export const PREVIEW_MARKER_HEADER = 'x-site-preview';
const MARKER = randomBytes(24).toString('base64url');

export const withPreviewMarker = (request: Request): Request => {
  const headers = new Headers(request.headers);
  headers.set(PREVIEW_MARKER_HEADER, MARKER);
  return new Request(request, { headers });
};

/** True inside a render of a verified preview request; false at build and for everyone else. */
export const isPreviewRender = (): boolean => {
  try {
    return getHeaders()[PREVIEW_MARKER_HEADER] === MARKER;
  } catch {
    return false;
  }
};
