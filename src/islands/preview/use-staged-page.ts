import { useEffect, useState } from 'react';

import { http, HttpError } from '../../lib/http-client';
import { PREVIEW_API_PATHS, type PreviewPagePayload, type PreviewSession } from '../../lib/preview';
import { previewApiUrl, previewRequest, type PreviewStatus } from './use-preview-status';

export type StagedPage =
  | { state: 'server' }
  | { state: 'loading' }
  | { state: 'none' }
  | { state: 'failed' }
  | { state: 'fetched'; page: PreviewPagePayload };

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
    let current = true;
    setStaged({ state: 'loading' });
    const url = `${previewApiUrl(session, PREVIEW_API_PATHS.page)}?path=${encodeURIComponent(path)}`;
    http<PreviewPagePayload>(url, previewRequest(session))
      // A published page that is neither staged nor a draft is already on screen.
      .then(
        (page) => current && setStaged(page.source === 'content' && !page.draft ? { state: 'none' } : { state: 'fetched', page }),
      )
      .catch(
        (error: unknown) =>
          current && setStaged({ state: error instanceof HttpError && error.status === 404 ? 'none' : 'failed' }),
      );
    return () => {
      current = false;
    };
  }, [session, status, path]);
  return staged;
};
