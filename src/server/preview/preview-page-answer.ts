import { PREVIEW_QUERY_PARAM } from '../../lib/preview';
import { rscPathToPagePath } from '../../lib/rsc-path';
import { notFound, renderPage, type Renderer } from '../render-page';
import { plain, withHeaders, withStatus } from '../responses';
import type { StaticFiles } from '../static-files';
import { withPreviewMarker } from './preview-marker';
import { previewSessionHeaders, withoutPreviewToken } from './preview-responses';

/** The address of Waku's not-found route (src/pages/404.tsx). */
const NOT_FOUND_ROUTE = '/404';

type PreviewRequest = {
  request: Request;
  url: URL;
  kind: 'page' | 'payload';
  /** The session cookies to set: the token's new session, or none when the cookie already holds one. */
  setCookies: readonly string[];
  staticFiles: StaticFiles | undefined;
  /** The headers the page's route rule adds. */
  headersOfRule: Record<string, string>;
};

type PreviewRenderer = Renderer & {
  /** Whether a verified preview has a content page at a path, staged ones included. */
  previewHasContentPage: (pagePath: string) => Promise<boolean>;
};

/** A page or payload asked for in a verified preview session: staged content is rendered per request. */
export const answerInPreview = async (
  { request, url, kind, setCookies, staticFiles, headersOfRule }: PreviewRequest,
  renderer: PreviewRenderer,
): Promise<Response> => {
  // Once the session cookie is set the token leaves the address, so history, bookmarks and logs never keep the secret.
  if (kind === 'page' && url.searchParams.has(PREVIEW_QUERY_PARAM)) return withoutPreviewToken(url, setCookies);
  // Waku answers a missing page's payload with 200 and the not-found inside the stream. A preview has the
  // payloads of the build and of its own content pages; any other is a plain 404, as outside the preview.
  const missingPayload =
    kind === 'payload' &&
    staticFiles &&
    !staticFiles.find(url.pathname) &&
    !(await renderer.previewHasContentPage(rscPathToPagePath(url.pathname) ?? ''));
  if (missingPayload) return withHeaders(plain(404, 'Not Found'), previewSessionHeaders(setCookies), { override: true });
  const rendered = (await renderPage(withPreviewMarker(request), renderer)) ?? (await notFound(request, staticFiles));
  // Waku renders its 404 route's own address as a page; it is a missing one, as outside the preview.
  const answer = url.pathname === NOT_FOUND_ROUTE && kind === 'page' ? withStatus(rendered, 404) : rendered;
  return withHeaders(withHeaders(answer, previewSessionHeaders(setCookies), { override: true }), headersOfRule);
};
