import type { ReactElement } from 'react';

import { ContentError, problemsIn } from '../../content/content-error';
import type { ContentFileProblem } from '../../lib/file-problem';
import { PageMeta } from '../page-meta';
import { FileProblemList } from './file-problem-list';
import { PageColumn } from './page-column';
import { PageHeading } from './page-heading';

const CONTENT_FILE_ERROR_TITLE = "This page's file has an error";

type ContentFileErrorProps = {
  /** Every problem of the file, top to bottom, as the build lists them. */
  problems: readonly ContentFileProblem[];
};

/**
 * Development only: a content file the build would refuse shows its problems
 * on its own page, and every other page keeps working while it is fixed.
 */
function ContentFileError({ problems }: ContentFileErrorProps) {
  return (
    <PageColumn>
      <PageHeading>{CONTENT_FILE_ERROR_TITLE}</PageHeading>
      <p className="mt-6 text-lg text-ink-muted">
        Fix the file and save it; this page shows it again. Until then <code>npm run build</code> refuses the site.
      </p>
      <FileProblemList problems={problems} />
    </PageColumn>
  );
}

/** The whole page for a file problem: not indexed, titled as what it is. */
export function ContentFileErrorPage({ problem, path }: { problem: ContentError; path: string }) {
  return (
    <>
      <PageMeta title={CONTENT_FILE_ERROR_TITLE} description={problem.message} path={path} noindex />
      <ContentFileError problems={problemsIn(problem)} />
    </>
  );
}

/**
 * What a page reads from private/, or, under `npm run dev`, the page that
 * shows why a file was refused (instead of "Internal Server Error"). The
 * build reads every file before it renders anything, so it never gets here.
 */
export const readOrShowProblem = async <T,>(
  read: Promise<T>,
  path: string,
): Promise<{ data: T; problemPage?: undefined } | { problemPage: ReactElement }> => {
  try {
    return { data: await read };
  } catch (error) {
    if (!import.meta.env.DEV || !(error instanceof ContentError)) throw error;
    return { problemPage: <ContentFileErrorPage problem={error} path={path} /> };
  }
};
