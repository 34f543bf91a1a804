import { useEffect, useState } from 'react';

import { http, HttpError } from '../../lib/http-client';
import { PREVIEW_API_PATHS, type PreviewSession } from '../../lib/preview';

export type PreviewStatus = 'checking' | 'active' | 'refused' | 'blocked' | 'off' | 'unreachable';

/** Builds a preview API URL; a relative base means this same server. */
export const previewApiUrl = (session: PreviewSession, endpoint: string) =>
  new URL(endpoint, new URL(session.api, window.location.href)).href;

const isSameOrigin = (session: PreviewSession) => new URL(session.api, window.location.href).origin === window.location.origin;

/** Request options for the preview API: the token as a bearer, cookies only to this server. */
export const previewRequest = (session: PreviewSession) => ({
  headers: session.token ? { authorization: `Bearer ${session.token}` } : undefined,
  credentials: isSameOrigin(session) ? ('same-origin' as const) : ('omit' as const),
});

/** Asks the preview API whether the token (or this server's session) is accepted. */
export const usePreviewStatus = (session: PreviewSession): PreviewStatus => {
  const [status, setStatus] = useState<PreviewStatus>('checking');
  useEffect(() => {
    let current = true;
    http(previewApiUrl(session, PREVIEW_API_PATHS.status), { ...previewRequest(session), retry: 1, timeout: 4000 })
      .then(() => current && setStatus('active'))
      .catch((error: unknown) => {
        if (!current) return;
        const code = error instanceof HttpError ? error.status : undefined;
        setStatus(code === 401 ? 'refused' : code === 429 ? 'blocked' : code === 404 ? 'off' : 'unreachable');
      });
    return () => {
      current = false;
    };
  }, [session]);
  return status;
};
