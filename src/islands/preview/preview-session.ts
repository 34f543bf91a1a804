import { PREVIEW_ACTIVE_COOKIE, PREVIEW_QUERY_PARAM, PREVIEW_SESSION_KEY, type PreviewSession } from '../../lib/preview';

const readSession = (): PreviewSession | null => {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(PREVIEW_SESSION_KEY) ?? 'null');
    if (value && typeof value === 'object' && 'api' in value && 'token' in value) {
      const { api, token } = value as Record<string, unknown>;
      if (typeof api === 'string' && typeof token === 'string') return { api, token };
    }
  } catch {
    // Garbage or blocked storage: no session.
  }
  return null;
};

/** The Node server has a verified preview session: it renders every page with the staged files itself. */
export const isServerPreview = (): boolean => document.cookie.split('; ').includes(`${PREVIEW_ACTIVE_COOKIE}=1`);

/** Preview is on with a `preview` query parameter, a stored session, or the server's session cookie. */
export const isPreviewRequested = (): boolean =>
  new URLSearchParams(window.location.search).has(PREVIEW_QUERY_PARAM) || readSession() !== null || isServerPreview();

/**
 * Where the token came from, which says what a refusal means: a token in the address is wrong; one
 * stored, or the server's session, worked before and has ended; `none` is an empty `?preview=`.
 */
export type TokenSource = 'address' | 'stored' | 'server' | 'none';
export type StartedSession = PreviewSession & { tokenFrom: TokenSource };

/**
 * Takes the token from the URL when there is one, else from the stored session, and stores both.
 * With the server's session cookie, the server that sent this page is the preview API, under the
 * host name the editor typed: the configured one may be another (127.0.0.1 for localhost, with or
 * without www.), which the browser treats as a foreign origin and the API's CORS check refuses.
 * The cookie is the credential then: a token stored earlier (a wrong one, say) is not sent beside it.
 */
export const startPreviewSession = (api: string): StartedSession => {
  const fromUrl = new URLSearchParams(window.location.search).get(PREVIEW_QUERY_PARAM);
  const serverPreview = isServerPreview();
  // A session stored by the server's preview holds no token (the cookie was the credential): it still was one.
  const stored = serverPreview ? null : readSession();
  const session = {
    api: serverPreview ? window.location.origin : api,
    token: fromUrl || stored?.token || '',
  };
  const tokenFrom: TokenSource = fromUrl ? 'address' : serverPreview ? 'server' : stored ? 'stored' : 'none';
  try {
    sessionStorage.setItem(PREVIEW_SESSION_KEY, JSON.stringify(session));
  } catch {
    // Blocked storage: the preview lasts for this page.
  }
  return { ...session, tokenFrom };
};

/**
 * Takes the token out of the address once the session holds it, so history,
 * bookmarks and copied links never keep the secret. The router's history
 * entry stays as it was; only the address changes.
 */
export const dropTokenFromAddress = () => {
  const url = new URL(window.location.href);
  if (!url.searchParams.has(PREVIEW_QUERY_PARAM) || readSession()?.token !== url.searchParams.get(PREVIEW_QUERY_PARAM)) return;
  url.searchParams.delete(PREVIEW_QUERY_PARAM);
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
};

export const endPreviewSession = () => {
  try {
    sessionStorage.removeItem(PREVIEW_SESSION_KEY);
  } catch {
    // Nothing stored.
  }
};
