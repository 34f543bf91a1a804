import { useEffect, useState } from 'react';

import type { ContentFileProblem } from '../../lib/file-problem';
import { http, HttpError } from '../../lib/http-client';
import {
  isPreviewPagePayload,
  isPreviewPageProblem,
  PREVIEW_API_PATHS,
  type PreviewPagePayload,
  type PreviewSession,
} from '../../lib/preview';
import { SITE_PAGES } from '../../lib/site-pages';
import { previewApiUrl, previewRequest, type PreviewStatus } from './use-preview-status';

export type StagedPage =
  | { state: 'server' }
  | { state: 'loading' }
  | { state: 'none' }
  | { state: 'failed' }
  | { state: 'fetched'; page: PreviewPagePayload }
  | { state: 'invalid'; problems: ContentFileProblem[]; draft: boolean };

/** What a failed fetch means for the page on screen. */
const stagedPageOf = (error: unknown): StagedPage => {
  if (!(error instanceof HttpError)) return { state: 'failed' };
  if (error.status === 404) return { state: 'none' };
  // The staged file is there but cannot be read: the editor gets told what to fix.
  if (error.status === 422 && isPreviewPageProblem(error.body))
    return { state: 'invalid', problems: error.body.problems, draft: error.body.draft === true };
  return { state: 'failed' };
};

/**
 * On a static host the page on screen is the published one; this fetches
 * the staged version from the preview API. When the server already rendered
 * the preview, there is nothing to fetch.
 */
export const useStagedPage = (session: PreviewSession, status: PreviewStatus, path: string): StagedPage => {
  const [staged, setStaged] = useState<StagedPage>({ state: 'loading' });
  useEffect(() => {
    if (document.querySelector('[data-preview-render="server"]')) return setStaged({ state: 'server' });
    if (status !== 'active') return setStaged({ state: 'none' });
    // src/pages renders these, never a content file: asking would only log a 404 in the editor's console.
    if (SITE_PAGES.includes(path)) return setStaged({ state: 'none' });
    let current = true;
    setStaged({ state: 'loading' });
    const url = `${previewApiUrl(session, PREVIEW_API_PATHS.page)}?path=${encodeURIComponent(path)}`;
    http(url, previewRequest(session))
      .then((page) => {
        if (!current) return;
        if (!isPreviewPagePayload(page)) return setStaged({ state: 'failed' });
        // A published page that is neither staged nor a draft is already on screen.
        setStaged(page.source === 'content' && !page.draft ? { state: 'none' } : { state: 'fetched', page });
      })
      .catch((error: unknown) => current && setStaged(stagedPageOf(error)));
    return () => {
      current = false;
    };
  }, [session, status, path]);
  return staged;
};
