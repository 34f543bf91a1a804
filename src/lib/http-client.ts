import { FetchError, type FetchOptions, ofetch } from 'ofetch';

/** GET and HEAD are retried this many times on the statuses below; writes are not retried unless asked. */
export const MAX_RETRIES = 2;
/** ofetch's defaults, which are the ones we want: 408, 409, 425, 429, 500, 502, 503, 504. */
export const RETRY_STATUSES = [408, 409, 425, 429, 500, 502, 503, 504];
export const DEFAULT_TIMEOUT_MS = 10_000;
const BASE_DELAY_MS = 300;
const MAX_RETRY_AFTER_MS = 10_000;

export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly url: string,
    readonly status: number | undefined,
    options?: ErrorOptions,
  ) {
    super(`${status ? `HTTP ${status}` : 'Network error'} for ${url}`, options);
  }
}

const isIdempotent = (method = 'GET') => ['GET', 'HEAD'].includes(method.toUpperCase());

/** Retry-After (seconds or a date) when the server sent one, else exponential backoff. */
export const retryDelayMs = (retryAfter: string | null | undefined, attempt: number, now = Date.now()): number => {
  if (retryAfter) {
    const seconds = Number(retryAfter);
    const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(retryAfter) - now;
    if (Number.isFinite(ms) && ms >= 0) return Math.min(ms, MAX_RETRY_AFTER_MS);
  }
  return BASE_DELAY_MS * 2 ** attempt;
};

const client = ofetch.create({
  timeout: DEFAULT_TIMEOUT_MS,
  retryStatusCodes: RETRY_STATUSES,
  retryDelay: (context) => {
    const remaining = typeof context.options.retry === 'number' ? context.options.retry : 0;
    return retryDelayMs(context.response?.headers.get('retry-after'), Math.max(0, MAX_RETRIES - remaining));
  },
});

/**
 * The one fetch helper for the browser: a timeout, bounded retries with
 * backoff for reads (honouring Retry-After), none for writes by default, and
 * an HttpError carrying status and URL when it gives up.
 */
export const http = async <T = unknown>(url: string, options: FetchOptions<'json'> = {}): Promise<T> => {
  try {
    return await client<T>(url, { retry: isIdempotent(options.method) ? MAX_RETRIES : 0, ...options });
  } catch (error) {
    if (error instanceof FetchError) throw new HttpError(url, error.status, { cause: error });
    throw error;
  }
};
