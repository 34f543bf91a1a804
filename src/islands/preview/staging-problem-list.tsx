import { type ContentFileProblem, problemPlace } from '../../lib/file-problem';
import type { StagingCheck } from './use-staging-problems';

const count = (n: number, one: string, many: string) => (n === 1 ? `1 ${one}` : `${n} ${many}`);

/** Each problem as the build would report it: `file:line:column: reason`. */
function FileProblems({ items }: { items: ContentFileProblem[] }) {
  return (
    <ul className="mt-2 mb-1 list-disc space-y-1 pl-5">
      {/* Two links with one typo on one line give two equal problems: keyed by place in the list. */}
      {items.map((item, index) => (
        <li key={index}>
          <code className="font-semibold">{problemPlace(item)}</code>: {item.reason}
        </li>
      ))}
    </ul>
  );
}

/**
 * What would stop the build if the staged files were published now, then
 * notes on what would not. Folded, so the bar stays one line until the
 * editor wants the list.
 */
export function StagingProblemList({ check }: { check: StagingCheck }) {
  if (check.state === 'failed') {
    return (
      <p data-testid="staging-problems" className="order-last w-full">
        The staged files could not be checked for what would stop the build.
      </p>
    );
  }
  if (check.state === 'checking') return null;
  const { problems, notes } = check;
  return (
    <>
      {problems.length > 0 && (
        <details data-testid="staging-problems" className="order-last w-full">
          <summary className="cursor-pointer font-semibold">
            Publishing the staged files now would stop the build: {count(problems.length, 'problem', 'problems')}
          </summary>
          <FileProblems items={problems} />
        </details>
      )}
      {notes.length > 0 && (
        <details data-testid="staging-notes" className="order-last w-full">
          <summary className="cursor-pointer font-semibold">
            {notes.length === 1 ? '1 note, which does not stop the build' : `${notes.length} notes, which do not stop the build`}
          </summary>
          <FileProblems items={notes} />
        </details>
      )}
    </>
  );
}
