import { useEffect, useState } from 'react';

import { http, HttpError } from '../../lib/http-client';
import { isPreviewOffAnswer, isPreviewStatusOk, PREVIEW_API_PATHS, type PreviewSession } from '../../lib/preview';
import type { StartedSession, TokenSource } from './preview-session';

/**
 * `off`: the preview server runs without a token; `unavailable`: the host has no preview API at all;
 * `expired`: a stored token or the server's session worked before and is over (its cookie ran out, or the
 * server's token changed); `missing`: the address says `?preview=` with no token, and nothing is stored.
 */
export type PreviewStatus =
  'checking' | 'active' | 'refused' | 'expired' | 'missing' | 'blocked' | 'off' | 'unavailable' | 'unreachable';

/** What a refusal means depends on where the token came from. */
const REFUSED_AS: Record<TokenSource, PreviewStatus> = {
  address: 'refused',
  stored: 'expired',
  server: 'expired',
  none: 'missing',
};

/** A 404 is the preview server's own "off" only when it says so; any other host's 404 (nginx's page) means no API there. */
const statusOfError = (error: unknown): PreviewStatus => {
  if (!(error instanceof HttpError)) return 'unreachable';
  if (error.status === 404) return isPreviewOffAnswer(error.body) ? 'off' : 'unavailable';
  return error.status === 401 ? 'refused' : error.status === 429 ? 'blocked' : 'unreachable';
};

/** Builds a preview API URL; a relative base means this same server. */
export const previewApiUrl = (session: PreviewSession, endpoint: string) =>
  new URL(endpoint, new URL(session.api, window.location.href)).href;

const isSameOrigin = (session: PreviewSession) => new URL(session.api, window.location.href).origin === window.location.origin;

/** Request options for the preview API: the token as a bearer, cookies only to this server. */
export const previewRequest = (session: PreviewSession) => ({
  headers: session.token ? { authorization: `Bearer ${session.token}` } : undefined,
  credentials: isSameOrigin(session) ? ('same-origin' as const) : ('omit' as const),
});

const askStatus = (session: PreviewSession): Promise<PreviewStatus> =>
  http(previewApiUrl(session, PREVIEW_API_PATHS.status), { ...previewRequest(session), retry: 1, timeout: 4000 }).then(
    // A host that answers every address with a page (200) has no preview API either.
    (body) => (isPreviewStatusOk(body) ? 'active' : 'unavailable'),
    statusOfError,
  );

/** Answers of a preview API that end the preview whichever API gave them. */
const ENDING_ANSWERS: readonly PreviewStatus[] = ['refused', 'expired', 'blocked', 'off'];

/**
 * Asks the preview API whether the token (or this server's session) is accepted.
 * A configured API the browser cannot reach may be the Node server that sent
 * this page, under another host name (127.0.0.1 for localhost): then this
 * server's own answer to the token counts, so a wrong one is called refused.
 */
export const usePreviewStatus = (session: StartedSession): PreviewStatus => {
  const [status, setStatus] = useState<PreviewStatus>('checking');
  useEffect(() => {
    let current = true;
    void askStatus(session)
      .then(async (answer) => {
        if (answer !== 'unreachable' || isSameOrigin(session)) return answer;
        const own = await askStatus({ ...session, api: window.location.origin });
        return ENDING_ANSWERS.includes(own) ? own : answer;
      })
      .then((answer) => (answer === 'refused' ? REFUSED_AS[session.tokenFrom] : answer))
      .then((answer) => current && setStatus(answer));
    return () => {
      current = false;
    };
  }, [session]);
  return status;
};
