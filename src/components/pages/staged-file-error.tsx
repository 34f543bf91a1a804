import type { ContentFileProblem } from '../../lib/preview';
import { FileProblem } from './file-problem';

type StagedFileErrorProps = {
  problem: ContentFileProblem;
  /** Whether visitors have a published page at this address meanwhile. */
  published: boolean;
  /** Rendered by the server for a verified preview: the preview tools need not fetch it. */
  preview?: boolean;
};

export const STAGED_FILE_ERROR_TITLE = 'This staged page has an error';

/**
 * Shown in preview in place of a staged page whose file cannot be read, so
 * the editor sees what to fix; every other page of the preview still works.
 */
export function StagedFileError({ problem, published, preview }: StagedFileErrorProps) {
  return (
    <article
      data-content-source="staging"
      data-staged-error=""
      data-preview-render={preview ? 'server' : undefined}
      className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:grid lg:grid-cols-10"
    >
      <div className="lg:col-span-6 lg:col-start-3">
        <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">{STAGED_FILE_ERROR_TITLE}</h1>
        <p className="mt-6 text-lg text-ink-muted">
          Fix the file and press Refresh in the preview bar.{' '}
          {published ? 'Visitors keep seeing the published version.' : 'Visitors see no page at this address.'}
        </p>
        <FileProblem problem={problem} />
      </div>
    </article>
  );
}
