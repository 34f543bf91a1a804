import { PREVIEW_API_PREFIX } from '../lib/api-prefix';
import { ICON_ENDPOINT } from '../lib/icons';
import { PREVIEW_QUERY_PARAM } from '../lib/preview';
import { rscPathToPagePath } from '../lib/rsc-path';
import { isPermanentRedirect, matchRouteRules, type RouteRule, type RouteRuleMatcher } from '../lib/route-rules';
import { ruleRedirectLocation, rulePageLocation } from '../lib/rule-redirect';
import { clientAddress } from './client-address';
import { newNonce, NON_PAGE_CSP, pageCsp } from './csp';
import type { SiteIdentity } from './fatal-error-page';
import { fatalNotFound } from './fatal-not-found';
import { handleIconRequest } from './icons/icon-endpoint';
import type { PreviewGate } from './preview/preview-gate';
import { PREVIEW_MARKER_HEADER, withPreviewMarker } from './preview/preview-marker';
import { previewSessionHeaders, unstoredWithToken, withoutPreviewToken } from './preview/preview-responses';
import { headOnly, plain, redirect, withHeaders, withStatus } from './responses';
import { ruleHeaders } from './route-middleware';
import { routeRuleOf } from './route-rule-of';
import { allowedMethods, INVALID_PAGE_PATH, NOT_FOUND_PAGE, rawPathOf, screenRequest } from './screen-request';
import type { StaticFiles } from './static-files';

export type RequestHandlerDeps = {
  /** Waku's renderer; null when no route answers. */
  render: (request: Request) => Promise<Response | null>;
  /** The build's public files; undefined in development, where Vite serves them. */
  getStaticFiles: () => Promise<StaticFiles | undefined>;
  /** Headers every response gets (security policy). */
  baseHeaders: (request: Request) => Headers;
  routeRules: RouteRuleMatcher;
  preview: PreviewGate;
  /** Whether a verified preview has a content page at a path, staged ones included. */
  previewHasContentPage: (pagePath: string) => Promise<boolean>;
  previewApi: (request: Request, client: string) => Promise<Response>;
  /** For the fatal error page, which has no layout to take them from. */
  site: SiteIdentity;
  /** Origins pages may fetch from besides their own (preview API, remote icons). */
  connectSources: readonly string[];
  /** Behind a reverse proxy the client's address is the last X-Forwarded-For entry (see client-address.ts). */
  trustProxy: boolean;
  /**
   * Development only: whether a content file the build refuses belongs to a
   * path no page can have, such as /services/Cloud%20Hosting for `Cloud Hosting.md`.
   */
  hasContentFileProblem?: (rawPath: string) => Promise<boolean>;
};

/** Carries the CSP nonce into the render (see src/pages/_interceptors/csp-nonce.ts); stripped from incoming requests. */
export const CSP_NONCE_HEADER = 'x-csp-nonce';

/** What @hono/node-server passes next to the request. */
type NodeBindings = { incoming?: { url?: string; socket?: { remoteAddress?: string } } };

/** Headers only this handler may set; a client sending them is ignored. */
const withoutInternalHeaders = (request: Request): Request => {
  if (!request.headers.has(PREVIEW_MARKER_HEADER) && !request.headers.has(CSP_NONCE_HEADER)) return request;
  const headers = new Headers(request.headers);
  headers.delete(PREVIEW_MARKER_HEADER);
  headers.delete(CSP_NONCE_HEADER);
  return new Request(request, { headers });
};

/** The prerendered 404 page with status 404, or a short text when there is no build. */
const notFound = async (request: Request, staticFiles: StaticFiles | undefined): Promise<Response> => {
  const page = staticFiles?.find(NOT_FOUND_PAGE);
  return (staticFiles && page && (await staticFiles.respond(page, request, 404))) || plain(404, 'Not Found');
};

/** The address of Waku's not-found route (src/pages/404.tsx). */
const NOT_FOUND_ROUTE = '/404';

/** The site's stylesheet, as the prerendered pages link it. */
const STYLESHEET = /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"/;

const redirectFor = (url: URL, rule: RouteRule, isPayload: boolean): Response | undefined => {
  const location = ruleRedirectLocation(rule, url.search, isPayload);
  return location === undefined ? undefined : redirect(rule.redirect!.status, location);
};

/**
 * Renders with Waku; an HTML answer gets a nonce-based CSP, since it was made for this request.
 * HEAD is rendered as GET, whose answer it gets without the body: Waku only knows GET.
 */
const renderPage = async (request: Request, deps: RequestHandlerDeps): Promise<Response | null> => {
  const nonce = newNonce();
  const headers = new Headers(request.headers);
  headers.set(CSP_NONCE_HEADER, nonce);
  const rendered = await deps.render(new Request(request, { method: 'GET', headers }));
  if (!rendered) return null;
  if (!rendered.headers.get('content-type')?.includes('text/html')) return headOnly(request, rendered);
  const withNonceCsp = withHeaders(
    rendered,
    // React's development build needs eval for its debugging aids; production never gets it.
    {
      'content-security-policy': pageCsp(
        [`'nonce-${nonce}'`, ...(import.meta.env.DEV ? ["'unsafe-eval'"] : [])],
        deps.connectSources,
      ),
    },
    { override: true },
  );
  return headOnly(request, withNonceCsp);
};

const route = async (
  request: Request,
  rawPath: string | undefined,
  client: string,
  deps: RequestHandlerDeps,
): Promise<Response> => {
  const url = new URL(request.url);
  const staticFiles = await deps.getStaticFiles();
  const screening = screenRequest(request.method, rawPath ?? url.pathname);
  if (screening.verdict === 'reject' && screening.reason === INVALID_PAGE_PATH) {
    // The file's address as written shows why it is refused, still as a missing page.
    const problemPage = (await deps.hasContentFileProblem?.(rawPath ?? url.pathname)) && (await renderPage(request, deps));
    if (problemPage) return withStatus(problemPage, 404);
  }
  if (screening.verdict === 'reject') {
    if (screening.status === 405) return plain(405, 'Method Not Allowed', { allow: allowedMethods(url.pathname) });
    if (screening.status === 414) return plain(414, 'URI Too Long');
    if (screening.invalidPage) {
      const stylesheet = STYLESHEET.exec((await staticFiles?.text(NOT_FOUND_PAGE)) ?? '')?.[1];
      return headOnly(request, fatalNotFound(url, { stylesheet, site: deps.site, connectSources: deps.connectSources }));
    }
    return notFound(request, staticFiles);
  }
  // Relative, so the answer is right behind any proxy or host name. A page a permanent rule redirects
  // is left at once: /impressum/ takes one hop to /imprint, not two (as deploy/nginx.conf does).
  if (screening.verdict === 'redirect') {
    const rule = matchRouteRules(deps.routeRules, screening.location);
    const onward = isPermanentRedirect(rule) ? rulePageLocation(rule, url.search) : undefined;
    return redirect(301, onward ?? screening.location + url.search);
  }
  if (url.pathname.startsWith(PREVIEW_API_PREFIX)) return deps.previewApi(request, client);
  // Served from the icon packages, so every icon works here; static hosts get files with the site's own.
  if (url.pathname.startsWith(`${ICON_ENDPOINT}/`)) return handleIconRequest(request);
  // No other API: the 404 page as the static host answers it, not a page render.
  if (screening.kind === 'api') return notFound(request, staticFiles);

  const isPage = screening.kind === 'page' || screening.kind === 'payload';
  const rule = routeRuleOf(screening, url.pathname, deps.routeRules);
  const ruleRedirect = redirectFor(url, rule, screening.kind === 'payload');
  if (ruleRedirect) return ruleRedirect;
  const headersOfRule = ruleHeaders(rule);

  const preview = isPage ? deps.preview.decide(request, client) : ({ state: 'public' } as const);
  if (preview.state === 'blocked') return plain(429, 'Too many wrong preview tokens. Try again later.', { 'retry-after': '600' });
  if (preview.state === 'verified') {
    // Once the session cookie is set the token leaves the address, so history, bookmarks and logs never keep the secret.
    if (screening.kind === 'page' && url.searchParams.has(PREVIEW_QUERY_PARAM)) {
      return withoutPreviewToken(url, preview.setCookies);
    }
    // Waku answers a missing page's payload with 200 and the not-found inside the stream. A preview has the
    // payloads of the build and of its own content pages; any other is a plain 404, as outside the preview.
    const missingPayload =
      screening.kind === 'payload' &&
      staticFiles &&
      !staticFiles.find(url.pathname) &&
      !(await deps.previewHasContentPage(rscPathToPagePath(url.pathname) ?? ''));
    if (missingPayload) {
      return withHeaders(plain(404, 'Not Found'), previewSessionHeaders(preview.setCookies), { override: true });
    }
    // Staged content is rendered per request.
    const rendered = (await renderPage(withPreviewMarker(request), deps)) ?? (await notFound(request, staticFiles));
    // Waku renders its 404 route's own address as a page; it is a missing one, as outside the preview.
    const answer = url.pathname === NOT_FOUND_ROUTE && screening.kind === 'page' ? withStatus(rendered, 404) : rendered;
    return withHeaders(withHeaders(answer, previewSessionHeaders(preview.setCookies), { override: true }), headersOfRule);
  }

  const file = staticFiles?.find(url.pathname);
  const fileResponse = file && (await staticFiles?.respond(file, request));
  if (fileResponse) return withHeaders(fileResponse, headersOfRule, { override: true });
  // Every published page and every file is in the build, so a page or file path without one is missing
  // (answered from memory, not rendered: scanners ask for /wp-login.php by the thousand).
  if (staticFiles && (screening.kind === 'page' || screening.kind === 'file')) return notFound(request, staticFiles);
  // So is a page's payload: a 404, as a static host answers it, after which the router shows its 404 route.
  if (staticFiles && screening.kind === 'payload') return plain(404, 'Not Found');

  const rendered = await renderPage(request, deps);
  if (!rendered) return notFound(request, staticFiles);
  return withHeaders(rendered, headersOfRule, { override: true });
};

/**
 * Every request passes here: screening, the preview API, route rules,
 * preview sessions, static files, then Waku. Whatever answers, the response
 * leaves with the site's headers; an unexpected failure becomes a plain 500
 * without details.
 */
export const createRequestHandler =
  (deps: RequestHandlerDeps) =>
  async (incoming: Request, bindings?: NodeBindings): Promise<Response> => {
    const request = withoutInternalHeaders(incoming);
    const client = clientAddress(
      request.headers.get('x-forwarded-for'),
      deps.trustProxy,
      bindings?.incoming?.socket?.remoteAddress,
    );
    let response: Response;
    try {
      response = await route(request, rawPathOf(bindings?.incoming?.url), client, deps);
    } catch (error) {
      console.error('Request failed:', request.method, new URL(request.url).pathname, error);
      response = plain(500, 'Internal Server Error');
    }
    const base = deps.baseHeaders(request);
    base.set('content-security-policy', NON_PAGE_CSP);
    return unstoredWithToken(new URL(request.url), withHeaders(response, base));
  };
