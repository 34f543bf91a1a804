import type { Root } from 'hast';

import { PREVIEW_API_PREFIX } from './api-prefix';
import type { ContentFileProblem } from './file-problem';

/** Names shared by the server's preview handling and the browser's preview tools. */
export const PREVIEW_QUERY_PARAM = 'preview';
/** How long an address that keeps guessing the token is refused, and the privacy policy says wrong guesses are kept. */
export const PREVIEW_LOCKOUT_MINUTES = 10;
export const PREVIEW_COOKIE = 'previewToken';
/** Not secret: tells the browser that a preview session is on, since the real cookie is HttpOnly. */
export const PREVIEW_ACTIVE_COOKIE = 'preview-active';
export const PREVIEW_SESSION_KEY = 'preview';
export const PREVIEW_API_PATHS = {
  status: `${PREVIEW_API_PREFIX}status`,
  problems: `${PREVIEW_API_PREFIX}problems`,
  page: `${PREVIEW_API_PREFIX}page`,
  exit: `${PREVIEW_API_PREFIX}exit`,
} as const;

/**
 * The Node server's answer (a 404) when it was started without a token:
 * how the preview tools tell it from a host with no preview API at all.
 */
export const PREVIEW_OFF_ERROR = 'preview is off on this server';

/** Where a page's content comes from, as the preview bar names it: a draft wherever its file lies. */
export const contentLabel = ({ source, draft }: { source: 'content' | 'staging'; draft: boolean }) => (draft ? 'draft' : source);

/** What the preview API returns for a page: enough to render it with the prose components. */
export type PreviewPagePayload = {
  path: string;
  source: 'content' | 'staging';
  title: string;
  description: string;
  updated?: string | undefined;
  draft: boolean;
  /** The page's sanitised hast, as the build renders it; the guard below checks its root. */
  body: Root;
  /** Its way from home, as the server shows it (src/lib/breadcrumbs.ts). */
  trail: { title: string; path: string }[];
};

/**
 * What the preview API's problems endpoint returns: what would stop the build
 * if the staged files were published now, and notes on what would not.
 */
export type StagingProblemsPayload = { problems: ContentFileProblem[]; notes: ContentFileProblem[] };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The status endpoint's answer to an accepted token. */
export const isPreviewStatusOk = (value: unknown) => isRecord(value) && value.ok === true;

/** The preview server's own 404 body when it runs without a token. */
export const isPreviewOffAnswer = (value: unknown) => isRecord(value) && value.error === PREVIEW_OFF_ERROR;
const isOptionalNumber = (value: unknown) => ['number', 'undefined'].includes(typeof value);

/** Whether a value from the preview API has the shape of a file problem. */
export const isContentFileProblem = (value: unknown): value is ContentFileProblem =>
  isRecord(value) &&
  typeof value.file === 'string' &&
  typeof value.reason === 'string' &&
  isOptionalNumber(value.line) &&
  isOptionalNumber(value.column);

/**
 * Whether a preview API answer has the shape of a page: one of another
 * release, or a proxy's page in its place, would break the preview tools.
 */
export const isPreviewPagePayload = (value: unknown): value is PreviewPagePayload =>
  isRecord(value) &&
  typeof value.path === 'string' &&
  (value.source === 'content' || value.source === 'staging') &&
  typeof value.title === 'string' &&
  typeof value.description === 'string' &&
  ['string', 'undefined'].includes(typeof value.updated) &&
  typeof value.draft === 'boolean' &&
  isRecord(value.body) &&
  value.body.type === 'root' &&
  Array.isArray(value.body.children) &&
  Array.isArray(value.trail) &&
  value.trail.every((crumb) => isRecord(crumb) && typeof crumb.title === 'string' && typeof crumb.path === 'string');

/** What the preview API returns (status 422) for a page whose staged file cannot be read: every problem of the file. */
/** A staged file, or a draft (`draft: true`), that cannot be shown, with every problem of it. */
export type PreviewPageProblem = { error: string; problems: ContentFileProblem[]; draft?: boolean };

/** Whether a preview API answer names what is wrong with a staged file. */
export const isPreviewPageProblem = (value: unknown): value is PreviewPageProblem =>
  isRecord(value) &&
  typeof value.error === 'string' &&
  Array.isArray(value.problems) &&
  value.problems.length > 0 &&
  value.problems.every(isContentFileProblem);

/**
 * Where Exit preview goes: the preview server's exit endpoint when that
 * server runs on this origin and answers (it clears its HttpOnly cookie);
 * otherwise, on a static host, the page itself without `?preview`.
 */
export const previewExitUrl = (api: string, pageUrl: string, path: string, serverReachable: boolean): string => {
  const page = new URL(pageUrl);
  if (serverReachable && new URL(api, page).origin === page.origin) {
    return `${PREVIEW_API_PATHS.exit}?to=${encodeURIComponent(path)}`;
  }
  page.searchParams.delete(PREVIEW_QUERY_PARAM);
  return page.href;
};

/**
 * A query as a page may show it: without `?preview=`, whose value is the
 * editors' secret or a guess at it. Rebuilt only when it had one, so any
 * other query is shown as it was written.
 */
export const searchWithoutPreviewToken = (search: string): string => {
  const params = new URLSearchParams(search);
  if (!params.has(PREVIEW_QUERY_PARAM)) return search;
  params.delete(PREVIEW_QUERY_PARAM);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
};

/** What the browser keeps in sessionStorage while a preview is on. */
export type PreviewSession = { api: string; token: string };

/** The preview tools' entry module; the development server serves it from source. */
export const PREVIEW_TOOLS_SOURCE = 'src/islands/preview/preview-app.tsx';
/** The preview tools' own bundle, built beside the site and loaded by the head script only when a preview may be on. */
export const PREVIEW_TOOLS_PATH = '/preview-tools.js';
/** What the tools bundle exports for the head script to call. */
export const PREVIEW_TOOLS_MOUNT = 'mountPreviewTools';
