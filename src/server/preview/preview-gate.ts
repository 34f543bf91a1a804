import { PREVIEW_ACTIVE_COOKIE, PREVIEW_COOKIE, PREVIEW_QUERY_PARAM } from '../../lib/preview';
import { isSentByAnotherSitesPage } from './fetch-metadata';
import { previewActiveCookie, previewSessionCookies, readCookie } from './preview-cookies';
import { createPreviewCookieValue, isValidPreviewCookieValue, previewCookieExpiry, tokensMatch } from './preview-token';
import type { createFailureLimiter } from './rate-limit';

type PreviewDecision =
  { state: 'public' } | { state: 'verified'; setCookies: string[] } | { state: 'refused' } | { state: 'blocked' };

type PreviewGateOptions = {
  getToken: () => string | undefined;
  cookieMaxAgeSeconds: number;
  limiter: ReturnType<typeof createFailureLimiter>;
  now?: () => number;
};

/**
 * Decides whether a request may see staged content: a correct `?preview=`
 * token (which starts a cookie session) or a valid session cookie. Wrong
 * tokens count against the client's address; too many and it is blocked.
 * Requests another site's page makes the browser send carry no token here.
 */
export const createPreviewGate = ({ getToken, cookieMaxAgeSeconds, limiter, now = Date.now }: PreviewGateOptions) => ({
  decide(request: Request, client: string): PreviewDecision {
    // A token another site's page sends (five <img> tags would do) is not weighed: it would spend the
    // wrong-token allowance of whoever opened that page, and so lock their office out of preview.
    const given = isSentByAnotherSitesPage(request)
      ? undefined
      : new URL(request.url).searchParams.get(PREVIEW_QUERY_PARAM) || undefined;
    const session = readCookie(request, PREVIEW_COOKIE);
    if (!given && !session) return { state: 'public' };
    const token = getToken();
    const sessionIsValid = () => !!token && !!session && isValidPreviewCookieValue(session, token, now());
    // The preview tools start from the readable flag: lost on its own (cleared by hand), the staged
    // pages would show without the bar that says so. It comes back for the session's remaining time.
    const verifiedSession = (): PreviewDecision => ({
      state: 'verified',
      setCookies:
        readCookie(request, PREVIEW_ACTIVE_COOKIE) === '1'
          ? []
          : [previewActiveCookie(request, Math.floor((previewCookieExpiry(session!) - now()) / 1000))],
    });
    // Only token guesses are counted and blocked: a signed session cannot be guessed, and an editor's
    // session keeps working while someone at the same address (an office, a NAT) is locked out.
    if (!given) return sessionIsValid() ? verifiedSession() : { state: 'refused' };
    if (limiter.isBlocked(client, now())) return { state: 'blocked' };
    if (token && tokensMatch(given, token)) {
      const value = createPreviewCookieValue(token, now(), cookieMaxAgeSeconds);
      return { state: 'verified', setCookies: previewSessionCookies(request, value, cookieMaxAgeSeconds) };
    }
    if (sessionIsValid()) return verifiedSession();
    limiter.recordFailure(client, given, now());
    return { state: 'refused' };
  },
});

export type PreviewGate = ReturnType<typeof createPreviewGate>;
