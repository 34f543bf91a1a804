import type { Root } from 'hast';

import { breadcrumbTrail } from '../../lib/breadcrumbs';
import { problemsIn } from '../../content/content-error';
import { getPreviewContent } from '../../content/content-index';
import { plainFileProblem } from '../../lib/file-problem';
import { checkPagePath } from '../../lib/path-validity';
import { canonicalPath } from '../../lib/canonical-path';
import {
  PREVIEW_API_PATHS,
  PREVIEW_COOKIE,
  PREVIEW_LOCKOUT_MINUTES,
  PREVIEW_OFF_ERROR,
  type PreviewPagePayload,
  type PreviewPageProblem,
  type StagingProblemsPayload,
} from '../../lib/preview';
import { isFromAnotherSite } from './fetch-metadata';
import { clearPreviewCookies, readCookie } from './preview-cookies';
import { isValidPreviewCookieValue, tokensMatch } from './preview-token';
import type { createFailureLimiter } from './rate-limit';

type PreviewApiOptions = {
  getToken: () => string | undefined;
  allowedOrigins: readonly string[];
  limiter: ReturnType<typeof createFailureLimiter>;
  /** What would stop the build if the staged files were published now, and notes on what would not. */
  findStagingProblems: () => Promise<StagingProblemsPayload>;
};

const PRIVATE_HEADERS = { 'cache-control': 'no-store', 'x-robots-tag': 'noindex' };

const json = (status: number, body: unknown, headers: HeadersInit = {}) =>
  Response.json(body, { status, headers: { ...PRIVATE_HEADERS, ...headers } });

/** Drops source positions: the browser does not need them and they double the size. */
const withoutPositions = (tree: Root): Root =>
  JSON.parse(JSON.stringify(tree, (key, value) => (key === 'position' ? undefined : value)));

const bearerOf = (request: Request) => /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1];

/**
 * The preview API a static deployment's preview tools call on this server:
 * status, a rendered staged page as hast, and exit. Authorised by the token
 * in an `Authorization: Bearer` header (or this server's session cookie);
 * browsers may call it only from the configured origins.
 */
export const createPreviewApi = ({ getToken, allowedOrigins, limiter, findStagingProblems }: PreviewApiOptions) => {
  const corsHeaders = (request: Request): Record<string, string> => {
    const origin = request.headers.get('origin');
    const sameOrigin = origin === new URL(request.url).origin;
    if (!origin || (!sameOrigin && !allowedOrigins.includes(origin))) return { vary: 'Origin' };
    return {
      vary: 'Origin',
      'access-control-allow-origin': origin,
      'access-control-allow-headers': 'Authorization',
      'access-control-allow-methods': 'GET, OPTIONS',
      'access-control-max-age': '600',
      // Without it a static site's preview tools cannot read how long a lockout lasts, and ask again.
      'access-control-expose-headers': 'Retry-After',
    };
  };

  const isAuthorised = (request: Request): boolean => {
    const token = getToken();
    if (!token) return false;
    const bearer = bearerOf(request);
    if (bearer) return tokensMatch(bearer, token);
    const session = readCookie(request, PREVIEW_COOKIE);
    return session !== undefined && isValidPreviewCookieValue(session, token, Date.now());
  };

  const page = async (url: URL, cors: Record<string, string>) => {
    const path = url.searchParams.get('path') ?? '';
    if (!checkPagePath(path).valid) return json(400, { error: 'invalid path' }, cors);
    const { index, stagedErrors, draftErrors } = await getPreviewContent();
    const staged = stagedErrors.get(path);
    const problem = staged ?? draftErrors.get(path);
    if (problem) {
      const body: PreviewPageProblem = {
        error: staged ? 'staged file cannot be shown' : 'draft cannot be shown',
        problems: problemsIn(problem).map(plainFileProblem),
        ...(staged ? {} : { draft: true }),
      };
      return json(422, body, cors);
    }
    const shown = index.get(path);
    if (!shown) return json(404, { error: 'no such page', path }, cors);
    const payload: PreviewPagePayload = {
      path,
      source: shown.source,
      title: shown.frontMatter.title,
      description: shown.frontMatter.description,
      updated: shown.frontMatter.updated,
      draft: shown.frontMatter.draft,
      body: withoutPositions(shown.body),
      trail: breadcrumbTrail(path, shown.frontMatter.title, (ancestor) => index.get(ancestor)?.frontMatter.title),
    };
    return json(200, payload, cors);
  };

  // Its own endpoint, after the status: reading and checking every staged file must not delay the preview.
  const problems = async (cors: Record<string, string>) => {
    const body: StagingProblemsPayload = await findStagingProblems();
    return json(200, body, cors);
  };

  return async (request: Request, client: string): Promise<Response> => {
    const url = new URL(request.url);
    const cors = corsHeaders(request);
    if (request.method === 'OPTIONS') {
      return new Response(null, { status: cors['access-control-allow-origin'] ? 204 : 403, headers: cors });
    }
    if (url.pathname === PREVIEW_API_PATHS.exit) {
      const to = url.searchParams.get('to') ?? '/';
      // The page's own address, so leaving the preview is one redirect, not two.
      const location = checkPagePath(to).valid ? (canonicalPath(to) ?? to) : '/';
      const headers = new Headers({ location, ...PRIVATE_HEADERS });
      // Only the editor ends the session: a link or image on another site just leads to the page.
      if (!isFromAnotherSite(request)) for (const cookie of clearPreviewCookies(request)) headers.append('set-cookie', cookie);
      return new Response(null, { status: 303, headers });
    }
    // Without a token there is no preview to ask for: said apart from a wrong token, which editors would hunt for.
    if (!getToken()) return json(404, { error: PREVIEW_OFF_ERROR }, cors);
    // As on the pages (preview-gate.ts), only token guesses are blocked: an editor's signed session
    // keeps working while someone at the same address (an office, a NAT) is locked out.
    const authorization = request.headers.get('authorization');
    if (authorization !== null && limiter.isBlocked(client))
      return json(429, { error: 'too many wrong tokens' }, { ...cors, 'retry-after': String(PREVIEW_LOCKOUT_MINUTES * 60) });
    if (!isAuthorised(request)) {
      // The bare token, as the page's ?preview= gives it: the same wrong one counts once for both.
      if (authorization !== null) limiter.recordFailure(client, bearerOf(request) ?? authorization);
      return json(401, { error: 'token refused' }, cors);
    }
    if (url.pathname === PREVIEW_API_PATHS.status) return json(200, { ok: true }, cors);
    if (url.pathname === PREVIEW_API_PATHS.problems) return problems(cors);
    if (url.pathname === PREVIEW_API_PATHS.page) return page(url, cors);
    return json(404, { error: 'unknown endpoint' }, cors);
  };
};
