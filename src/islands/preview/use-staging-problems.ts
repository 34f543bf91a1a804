import { useEffect, useState } from 'react';

import { http } from '../../lib/http-client';
import type { ContentFileProblem } from '../../lib/file-problem';
import { isContentFileProblem, PREVIEW_API_PATHS, type PreviewSession, type StagingProblemsPayload } from '../../lib/preview';
import { previewApiUrl, previewRequest, type PreviewStatus } from './use-preview-status';

export type StagingCheck = ({ state: 'checked' } & StagingProblemsPayload) | { state: 'checking' } | { state: 'failed' };

const fileProblems = (list: unknown): ContentFileProblem[] | undefined =>
  Array.isArray(list) && list.every(isContentFileProblem) ? list : undefined;

const payloadOf = (body: unknown): StagingProblemsPayload | undefined => {
  const { problems, notes } = (body ?? {}) as Partial<Record<keyof StagingProblemsPayload, unknown>>;
  const [checkedProblems, checkedNotes] = [fileProblems(problems), fileProblems(notes)];
  return checkedProblems && checkedNotes ? { problems: checkedProblems, notes: checkedNotes } : undefined;
};

/** Once the preview is on, asks the preview API what in the staged files would stop the build, and what else to know. */
export const useStagingProblems = (session: PreviewSession, status: PreviewStatus): StagingCheck => {
  const [check, setCheck] = useState<StagingCheck>({ state: 'checking' });
  useEffect(() => {
    if (status !== 'active') return;
    let current = true;
    // Every staged file is read and checked: slower than the status, so more time.
    http(previewApiUrl(session, PREVIEW_API_PATHS.problems), { ...previewRequest(session), retry: 1, timeout: 15_000 })
      .then((body) => {
        const payload = payloadOf(body);
        if (!payload) throw new Error(`The preview API answered the staging check with something else: ${JSON.stringify(body)}`);
        if (current) setCheck({ state: 'checked', ...payload });
      })
      // The bar says the check failed; the console says why, for whoever runs the preview server.
      .catch((error: unknown) => {
        console.warn('The staged files could not be checked:', error);
        if (current) setCheck({ state: 'failed' });
      });
    return () => {
      current = false;
    };
  }, [session, status]);
  return check;
};
