import type { ContentFileProblem } from '../../lib/file-problem';
import { FileProblemList } from './file-problem-list';
import { PageColumn } from './page-column';
import { PageHeading } from './page-heading';

type StagedFileErrorProps = {
  /** Every problem of the file, in the order the preview bar lists them. */
  problems: readonly ContentFileProblem[];
  /** Whether visitors have a published page at this address meanwhile. */
  published: boolean;
  /** A draft in private/content/ (`draft: true`), not a staged file: it stops no build until published. */
  draft?: boolean;
  /** Rendered by the server for a verified preview: the preview tools need not fetch it. */
  preview?: boolean;
};

export const STAGED_FILE_ERROR_TITLE = 'This staged page has an error';
export const DRAFT_FILE_ERROR_TITLE = 'This draft has an error';

export const stagedFileErrorTitle = (draft = false) => (draft ? DRAFT_FILE_ERROR_TITLE : STAGED_FILE_ERROR_TITLE);

/**
 * Shown in preview in place of a staged page or a draft whose file cannot be read, so
 * the editor sees what to fix; every other page of the preview still works.
 */
export function StagedFileError({ problems, published, draft = false, preview }: StagedFileErrorProps) {
  return (
    <PageColumn
      data-content-source={draft ? 'draft' : 'staging'}
      data-staged-error=""
      data-preview-render={preview ? 'server' : undefined}
    >
      <PageHeading>{stagedFileErrorTitle(draft)}</PageHeading>
      <p className="mt-6 text-lg text-ink-muted">
        {draft
          ? // A server reads private/content/ once, when it starts; only private/staging/ is read on every page.
            'Fix the file: the preview shows it after the next build and restart (npm run dev at once). While it is a draft it stops no build; once you publish it, the build refuses these problems.'
          : `Fix the file and press Refresh in the preview bar. ${published ? 'Visitors keep seeing the published version.' : 'Visitors see no page at this address.'}`}
      </p>
      <FileProblemList problems={problems} />
    </PageColumn>
  );
}
