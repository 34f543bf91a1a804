import type { ReactElement } from 'react';

import { type ContentError, fileProblemsIn } from '../../content/content-error';
import { inSeveralFiles } from '../../lib/file-problem';
import { PageMeta } from '../page-meta';
import { FileProblemList } from './file-problem-list';
import { PageColumn } from './page-column';
import { PageHeading } from './page-heading';

const TEXT = {
  oneFile: {
    title: "This page's file has an error",
    fix: 'Fix the file and save it; this page shows it again.',
  },
  // The landing page reads several files, and more than one can be wrong at a time.
  severalFiles: {
    title: "This page's files have errors",
    fix: 'Fix the files and save them; this page shows again once all of them read cleanly.',
  },
};

type ContentFileErrorPageProps = {
  /** Every problem of the page's files, file by file and each top to bottom, as the build lists them. */
  problems: readonly ContentError[];
  path: string;
};

/**
 * Development only: a content file the build would refuse shows its problems
 * on its own page, and every other page keeps working while it is fixed.
 * Not indexed, titled as what it is.
 */
export function ContentFileErrorPage({ problems, path }: ContentFileErrorPageProps) {
  const text = inSeveralFiles(problems) ? TEXT.severalFiles : TEXT.oneFile;
  return (
    <>
      <PageMeta title={text.title} description={problems.map(({ message }) => message).join('\n')} path={path} noindex />
      <PageColumn>
        <PageHeading>{text.title}</PageHeading>
        <p className="mt-6 text-lg text-ink-muted">
          {text.fix} Until then <code>npm run build</code> refuses the site.
        </p>
        <FileProblemList problems={problems} />
      </PageColumn>
    </>
  );
}

/**
 * What a page reads from private/, or, under `npm run dev`, the page that
 * shows why its files were refused (instead of "Internal Server Error"),
 * every problem of every file it reads. The build reads every file before
 * it renders anything, so it never gets here.
 */
export const readOrShowProblem = async <T,>(
  read: Promise<T>,
  path: string,
): Promise<{ data: T; problemPage?: undefined } | { problemPage: ReactElement }> => {
  try {
    return { data: await read };
  } catch (error) {
    const problems = import.meta.env.DEV ? fileProblemsIn(error) : undefined;
    if (!problems) throw error;
    return { problemPage: <ContentFileErrorPage problems={problems} path={path} /> };
  }
};
