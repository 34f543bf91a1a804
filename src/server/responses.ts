import 'server-only';

/** A short plain-text answer: refusals and errors that are no page. */
export const plain = (status: number, text: string, headers: HeadersInit = {}) =>
  new Response(text, { status, headers: { 'content-type': 'text/plain; charset=utf-8', ...headers } });

/**
 * The response with `extra` headers added: only where it has none of that
 * name, unless `override`. Set-Cookie is appended, never replaced.
 */
export const withHeaders = (response: Response, extra: HeadersInit, { override = false } = {}): Response => {
  const headers = new Headers(response.headers);
  new Headers(extra).forEach((value, name) => {
    if (name === 'set-cookie') headers.append(name, value);
    else if (override || !headers.has(name)) headers.set(name, value);
  });
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
};

/** The same response with another status. */
export const withStatus = (response: Response, status: number): Response =>
  new Response(response.body, { status, headers: response.headers });

// Revalidated like pages, so a changed rule reaches browsers that followed the old one.
export const redirect = (status: number, location: string) =>
  new Response(null, { status, headers: { location, 'cache-control': 'public, max-age=0, must-revalidate' } });

/** A HEAD request's answer: the GET answer's status and headers, without its body. */
export const headOnly = (request: Request, response: Response): Response =>
  request.method === 'HEAD' ? new Response(null, response) : response;
