import { type ContentFileProblem, problemPlace } from '../../lib/file-problem';

/** Which file, where in it, what is wrong: as the build reports it. */
export function FileProblem({ problem }: { problem: ContentFileProblem }) {
  return (
    <dl className="mt-8 grid gap-x-4 gap-y-2 rounded-xl border border-line bg-surface-raised p-4 sm:grid-cols-[auto_1fr]">
      <dt className="font-semibold">File</dt>
      <dd>
        <code data-testid="file-problem-file">{problemPlace(problem)}</code>
      </dd>
      <dt className="font-semibold">Problem</dt>
      <dd data-testid="file-problem-reason">{problem.reason}</dd>
    </dl>
  );
}
