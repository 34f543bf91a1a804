import { newNonce, pageCsp } from './csp';
import { headOnly, plain, withHeaders } from './responses';
import { NOT_FOUND_PAGE } from './screen-request';
import type { StaticFiles } from './static-files';

/** Carries the CSP nonce into the render (see src/pages/_interceptors/csp-nonce.ts); stripped from incoming requests. */
export const CSP_NONCE_HEADER = 'x-csp-nonce';

/** What a render needs: Waku's renderer, and the origins its page may fetch from. */
export type Renderer = {
  /** Waku's renderer; null when no route answers. */
  render: (request: Request) => Promise<Response | null>;
  /** Origins pages may fetch from besides their own (preview API, remote icons). */
  connectSources: readonly string[];
};

/** The prerendered 404 page with status 404, or a short text when there is no build. */
export const notFound = async (request: Request, staticFiles: StaticFiles | undefined): Promise<Response> => {
  const page = staticFiles?.find(NOT_FOUND_PAGE);
  return (staticFiles && page && (await staticFiles.respond(page, request, 404))) || plain(404, 'Not Found');
};

/**
 * Renders with Waku; an HTML answer gets a nonce-based CSP, since it was made for this request.
 * HEAD is rendered as GET, whose answer it gets without the body: Waku only knows GET.
 */
export const renderPage = async (request: Request, { render, connectSources }: Renderer): Promise<Response | null> => {
  const nonce = newNonce();
  const headers = new Headers(request.headers);
  headers.set(CSP_NONCE_HEADER, nonce);
  const rendered = await render(new Request(request, { method: 'GET', headers }));
  if (!rendered) return null;
  if (!rendered.headers.get('content-type')?.includes('text/html')) return headOnly(request, rendered);
  const withNonceCsp = withHeaders(
    rendered,
    // React's development build needs eval for its debugging aids; production never gets it.
    {
      'content-security-policy': pageCsp([`'nonce-${nonce}'`, ...(import.meta.env.DEV ? ["'unsafe-eval'"] : [])], connectSources),
    },
    { override: true },
  );
  return headOnly(request, withNonceCsp);
};
