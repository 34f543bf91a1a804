import { PREVIEW_ACTIVE_COOKIE, PREVIEW_COOKIE } from '../../lib/preview';

/**
 * Whether the preview cookies get `Secure`. Unlike HSTS (forwarded-https.ts) this believes
 * X-Forwarded-Proto without TRUST_PROXY: a forged header only makes the sender's own cookie
 * stricter, while ignoring it would drop `Secure` behind a proxy whose operator forgot the variable.
 */
const isHttps = (request: Request) =>
  new URL(request.url).protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https';

export const readCookie = (request: Request, name: string): string | undefined => {
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
};

const cookie = (name: string, value: string, maxAge: number, request: Request, httpOnly: boolean) =>
  [`${name}=${value}`, 'Path=/', `Max-Age=${maxAge}`, 'SameSite=Lax', httpOnly && 'HttpOnly', isHttps(request) && 'Secure']
    .filter(Boolean)
    .join('; ');

/** The readable flag that tells the browser to load the preview tools. */
export const previewActiveCookie = (request: Request, maxAge: number): string =>
  cookie(PREVIEW_ACTIVE_COOKIE, '1', maxAge, request, false);

/** The signed session cookie, and its readable flag. */
export const previewSessionCookies = (request: Request, value: string, maxAge: number): string[] => [
  cookie(PREVIEW_COOKIE, value, maxAge, request, true),
  previewActiveCookie(request, maxAge),
];

export const clearPreviewCookies = (request: Request): string[] => [
  cookie(PREVIEW_COOKIE, '', 0, request, true),
  cookie(PREVIEW_ACTIVE_COOKIE, '', 0, request, false),
];
