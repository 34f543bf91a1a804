import { useEffect, useState } from 'react';

import { http, HttpError } from '../../lib/http-client';
import { type ContentFileProblem, PREVIEW_API_PATHS, type PreviewSession, type PreviewStatusPayload } from '../../lib/preview';

export type PreviewStatus = 'checking' | 'active' | 'refused' | 'blocked' | 'unreachable';

/** Builds a preview API URL; a relative base means this same server. */
export const previewApiUrl = (session: PreviewSession, endpoint: string) =>
  new URL(endpoint, new URL(session.api, window.location.href)).href;

export const isSameOrigin = (session: PreviewSession) =>
  new URL(session.api, window.location.href).origin === window.location.origin;

/** Request options for the preview API: the token as a bearer, cookies only to this server. */
export const previewRequest = (session: PreviewSession) => ({
  headers: session.token ? { authorization: `Bearer ${session.token}` } : undefined,
  credentials: isSameOrigin(session) ? ('same-origin' as const) : ('omit' as const),
});

const problemsOf = (body: unknown): ContentFileProblem[] => {
  const problems = (body as Partial<PreviewStatusPayload> | undefined)?.problems;
  return Array.isArray(problems) ? problems : [];
};

/**
 * Asks the preview API whether the token (or this server's session) is
 * accepted, and what in the staged files would stop the build.
 */
export const usePreviewStatus = (session: PreviewSession) => {
  const [answer, setAnswer] = useState<{ status: PreviewStatus; problems: ContentFileProblem[] }>({
    status: 'checking',
    problems: [],
  });
  useEffect(() => {
    let current = true;
    http(previewApiUrl(session, PREVIEW_API_PATHS.status), { ...previewRequest(session), retry: 1, timeout: 4000 })
      .then((body) => current && setAnswer({ status: 'active', problems: problemsOf(body) }))
      .catch((error: unknown) => {
        if (!current) return;
        const code = error instanceof HttpError ? error.status : undefined;
        setAnswer({ status: code === 401 ? 'refused' : code === 429 ? 'blocked' : 'unreachable', problems: [] });
      });
    return () => {
      current = false;
    };
  }, [session]);
  return answer;
};
