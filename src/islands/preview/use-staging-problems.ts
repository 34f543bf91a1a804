import { useEffect, useState } from 'react';

import { http } from '../../lib/http-client';
import {
  type ContentFileProblem,
  isContentFileProblem,
  PREVIEW_API_PATHS,
  type PreviewSession,
  type StagingProblemsPayload,
} from '../../lib/preview';
import { previewApiUrl, previewRequest, type PreviewStatus } from './use-preview-status';

export type StagingCheck = { state: 'checking' } | { state: 'checked'; problems: ContentFileProblem[] } | { state: 'failed' };

const problemsOf = (body: unknown): ContentFileProblem[] | undefined => {
  const problems = (body as Partial<StagingProblemsPayload> | undefined)?.problems;
  return Array.isArray(problems) && problems.every(isContentFileProblem) ? problems : undefined;
};

/** Once the preview is on, asks the preview API what in the staged files would stop the build. */
export const useStagingProblems = (session: PreviewSession, status: PreviewStatus): StagingCheck => {
  const [check, setCheck] = useState<StagingCheck>({ state: 'checking' });
  useEffect(() => {
    if (status !== 'active') return;
    let current = true;
    // Every staged file is read and checked: slower than the status, so more time.
    http(previewApiUrl(session, PREVIEW_API_PATHS.problems), { ...previewRequest(session), retry: 1, timeout: 15_000 })
      .then((body) => {
        const problems = problemsOf(body);
        if (current) setCheck(problems ? { state: 'checked', problems } : { state: 'failed' });
      })
      .catch(() => current && setCheck({ state: 'failed' }));
    return () => {
      current = false;
    };
  }, [session, status]);
  return check;
};
