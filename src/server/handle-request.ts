import { PREVIEW_API_PREFIX } from '../lib/api-prefix';
import { PREVIEW_LOCKOUT_MINUTES } from '../lib/preview';
import { ICON_ENDPOINT } from '../lib/icons';
import { ruleHeaders } from '../lib/route-middleware';
import { isPermanentRedirect, matchRouteRules, type RouteRule, type RouteRuleMatcher } from '../lib/route-rules';
import { ruleRedirectLocation, rulePageLocation } from '../lib/rule-redirect';
import { caseFoldedLocation } from './case-folded-location';
import { clientAddress } from './client-address';
import { NON_PAGE_CSP } from './csp';
import type { SiteIdentity } from './fatal-error-page';
import { fatalNotFound } from './fatal-not-found';
import { handleIconRequest } from './icons/icon-endpoint';
import type { PreviewGate } from './preview/preview-gate';
import { PREVIEW_MARKER_HEADER } from './preview/preview-marker';
import { answerInPreview } from './preview/preview-page-answer';
import { keptPrivateWithToken } from './preview/preview-responses';
import { CSP_NONCE_HEADER, notFound, renderPage } from './render-page';
import { headOnly, plain, redirect, withHeaders, withStatus } from './responses';
import { ruleHeadersFor } from './rule-headers-for';
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
  /** Development only: whether a path is a draft's, whose page then says so as a missing page. */
  isDraftPath?: (pagePath: string) => Promise<boolean>;
};

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

/** The site's stylesheet, as the prerendered pages link it. */
const STYLESHEET = /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"/;

const redirectFor = (url: URL, rule: RouteRule, isPayload: boolean): Response | undefined => {
  const location = ruleRedirectLocation(rule, url.search, isPayload);
  return location === undefined ? undefined : redirect(rule.redirect!.status, location);
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
  const isBuiltPage = (path: string) => staticFiles?.find(path) !== undefined;
  const caseFolded = (path: string) => caseFoldedLocation(path, url.search, { isPage: isBuiltPage, routeRules: deps.routeRules });
  if (screening.verdict === 'reject' && screening.reason === INVALID_PAGE_PATH) {
    // The file's address as written shows why it is refused, still as a missing page.
    const problemPage = (await deps.hasContentFileProblem?.(rawPath ?? url.pathname)) && (await renderPage(request, deps));
    if (problemPage) return withStatus(problemPage, 404);
    const folded = caseFolded(rawPath ?? url.pathname);
    if (folded) return redirect(301, folded);
  }
  if (screening.verdict === 'reject') {
    if (screening.status === 405) return plain(405, 'Method Not Allowed', { allow: allowedMethods(url.pathname) });
    if (screening.status === 414) return plain(414, 'URI Too Long');
    if (screening.invalidPage) {
      const stylesheet = STYLESHEET.exec((await staticFiles?.text(NOT_FOUND_PAGE)) ?? '')?.[1];
      return headOnly(
        request,
        fatalNotFound(url, rawPath ?? url.pathname, { stylesheet, site: deps.site, connectSources: deps.connectSources }),
      );
    }
    return notFound(request, staticFiles);
  }
  // Relative, so the answer is right behind any proxy or host name. A page a permanent rule redirects
  // is left at once: /impressum/ takes one hop to /imprint, not two (as deploy/nginx.conf does), and so
  // does /Impressum/ (see caseFoldedLocation).
  if (screening.verdict === 'redirect') {
    const rule = matchRouteRules(deps.routeRules, screening.location);
    const onward = isPermanentRedirect(rule) ? rulePageLocation(rule, url.search) : undefined;
    return redirect(301, onward ?? caseFolded(screening.location) ?? screening.location + url.search);
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
  if (preview.state === 'blocked')
    return plain(
      429,
      `Too many wrong preview tokens from this address. Try again in ${PREVIEW_LOCKOUT_MINUTES} minutes; without ?preview the page shows the published site.`,
      { 'retry-after': String(PREVIEW_LOCKOUT_MINUTES * 60) },
    );
  if (preview.state === 'verified') {
    const kind = screening.kind === 'payload' ? 'payload' : 'page';
    return answerInPreview({ request, url, kind, setCookies: preview.setCookies, staticFiles, headersOfRule }, deps);
  }

  const file = staticFiles?.find(url.pathname);
  const fileResponse = file && (await staticFiles?.respond(file, request));
  if (fileResponse) return withHeaders(fileResponse, ruleHeadersFor(rule, fileResponse.status), { override: true });
  // Every published page and every file is in the build, so a page or file path without one is missing
  // (answered from memory, not rendered: scanners ask for /wp-login.php by the thousand).
  if (staticFiles && (screening.kind === 'page' || screening.kind === 'file')) return notFound(request, staticFiles);
  // So is a page's payload: a 404, as a static host answers it, after which the router shows its 404 route.
  if (staticFiles && screening.kind === 'payload') return plain(404, 'Not Found');

  const rendered = await renderPage(request, deps);
  if (!rendered) return notFound(request, staticFiles);
  if (screening.kind === 'page' && rendered.ok && (await deps.isDraftPath?.(url.pathname)))
    return withHeaders(withStatus(rendered, 404), headersOfRule, { override: true });
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
    return keptPrivateWithToken(new URL(request.url), withHeaders(response, base));
  };
