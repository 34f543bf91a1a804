import { allowedMethods, screenRequest } from './screen-request';
import type { StaticFiles } from './static-files';

export type RequestHandlerDeps = {
  /** Waku's renderer; null when no route answers. */
  render: (request: Request) => Promise<Response | null>;
  /** The build's public files; undefined in development, where Vite serves them. */
  getStaticFiles: () => Promise<StaticFiles | undefined>;
  /** Headers every response gets (security policy). */
  baseHeaders: (request: Request, response: Response) => Headers;
};

const plain = (status: number, text: string, headers: HeadersInit = {}) =>
  new Response(text, { status, headers: { 'content-type': 'text/plain; charset=utf-8', ...headers } });

/** The prerendered 404 page with status 404, or a short text when there is no build. */
const notFound = async (request: Request, staticFiles: StaticFiles | undefined): Promise<Response> => {
  const page = staticFiles?.find('/404.html');
  return page ? staticFiles!.respond(page, request, 404) : plain(404, 'Not Found');
};

const withHeaders = (response: Response, headers: Headers): Response => {
  const merged = new Headers(response.headers);
  headers.forEach((value, name) => {
    if (!merged.has(name)) merged.set(name, value);
  });
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers: merged });
};

const route = async (request: Request, deps: RequestHandlerDeps): Promise<Response> => {
  const url = new URL(request.url);
  const staticFiles = await deps.getStaticFiles();
  const screening = screenRequest(request.method, url.pathname);
  if (screening.verdict === 'reject') {
    if (screening.status === 405) return plain(405, 'Method Not Allowed', { allow: allowedMethods(url.pathname) });
    if (screening.status === 414) return plain(414, 'URI Too Long');
    return notFound(request, staticFiles);
  }

  const file = staticFiles?.find(url.pathname);
  if (file) return staticFiles!.respond(file, request);
  // Every published page is prerendered, so a page path without a file is missing.
  if (staticFiles && screening.kind === 'page') return notFound(request, staticFiles);

  // HEAD is answered like GET without a body; Waku only knows GET.
  const rendered = await deps.render(request.method === 'HEAD' ? new Request(request, { method: 'GET' }) : request);
  if (!rendered) return notFound(request, staticFiles);
  return request.method === 'HEAD' ? new Response(null, rendered) : rendered;
};

/**
 * Every request passes here: screening, static files, then Waku. Whatever
 * answers, the response leaves with the site's headers, and an unexpected
 * failure becomes a plain 500 without details.
 */
export const createRequestHandler = (deps: RequestHandlerDeps) => async (request: Request): Promise<Response> => {
  let response: Response;
  try {
    response = await route(request, deps);
  } catch (error) {
    console.error('Request failed:', request.method, new URL(request.url).pathname, error);
    response = plain(500, 'Internal Server Error');
  }
  return withHeaders(response, deps.baseHeaders(request, response));
};
