/** GET and HEAD are retried this many times on the statuses below; writes are not retried unless asked. */
export const MAX_RETRIES = 2;
/** The statuses worth another try: 408, 409, 425, 429, 500, 502, 503, 504. */
const RETRY_STATUSES = [408, 409, 425, 429, 500, 502, 503, 504];
const DEFAULT_TIMEOUT_MS = 10_000;
const BASE_DELAY_MS = 300;
/** The longest Retry-After worth waiting for; a server asking for more gets its error at once. */
const MAX_RETRY_AFTER_MS = 10_000;

export class HttpError extends Error {
  override name = 'HttpError';
  /** The answer's body (parsed when JSON), for APIs that explain their errors. */
  readonly body: unknown;
  constructor(
    readonly url: string,
    readonly status: number | undefined,
    { body, ...options }: ErrorOptions & { body?: unknown } = {},
  ) {
    super(`${status ? `HTTP ${status}` : 'Network error'} for ${url}`, options);
    this.body = body;
  }
}

type HttpOptions = Pick<RequestInit, 'method' | 'headers' | 'body' | 'credentials'> & {
  /** Further attempts after the first; by default MAX_RETRIES for GET and HEAD, none for writes. */
  retry?: number;
  /** A fixed wait between attempts instead of Retry-After or backoff. */
  retryDelay?: number;
  /** Per attempt. */
  timeout?: number;
};

const isIdempotent = (method = 'GET') => ['GET', 'HEAD'].includes(method.toUpperCase());

/** Retry-After (seconds or a date) when the server sent one, else exponential backoff. */
export const retryDelayMs = (retryAfter: string | null | undefined, attempt: number, now = Date.now()): number => {
  if (retryAfter) {
    const seconds = Number(retryAfter);
    const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(retryAfter) - now;
    if (Number.isFinite(ms) && ms >= 0) return ms;
  }
  return BASE_DELAY_MS * 2 ** attempt;
};

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const parseBody = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  return text && /\bjson\b/.test(response.headers.get('content-type') ?? '') ? JSON.parse(text) : text || undefined;
};

/**
 * The one fetch helper for the browser: a timeout, bounded retries with
 * backoff for reads (honouring Retry-After), none for writes by default, and
 * an HttpError carrying status and URL when it gives up. Written out rather
 * than taken from a library: the build check runs it on every page, and the
 * ~40 lines cost a fifth of what a general-purpose client does. The answer
 * is `unknown`: each caller checks that it has the shape it needs.
 */
export const http = async (url: string, options: HttpOptions = {}): Promise<unknown> => {
  const { retry = isIdempotent(options.method) ? MAX_RETRIES : 0, retryDelay, timeout = DEFAULT_TIMEOUT_MS, ...init } = options;
  for (let attempt = 0; ; attempt++) {
    let response: Response;
    try {
      response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeout) });
    } catch (error) {
      // No answer at all (network down, timeout): worth another try like a 503.
      if (attempt < retry) {
        await wait(retryDelay ?? retryDelayMs(null, attempt));
        continue;
      }
      throw new HttpError(url, undefined, { cause: error });
    }
    if (response.ok) return parseBody(response);
    const delay = retryDelay ?? retryDelayMs(response.headers.get('retry-after'), attempt);
    // A server asking for more patience than a visitor has (a 10-minute lockout) is answered at once.
    if (attempt >= retry || !RETRY_STATUSES.includes(response.status) || delay > MAX_RETRY_AFTER_MS) {
      throw new HttpError(url, response.status, { body: await parseBody(response).catch(() => undefined) });
    }
    // Nothing will read this body; let the connection go.
    response.body?.cancel().catch(() => {});
    await wait(delay);
  }
};
