import type { StagingCheck } from './use-staging-problems';

const count = (n: number) => (n === 1 ? '1 problem' : `${n} problems`);

/**
 * What would stop the build if the staged files were published now, each
 * with its file, line and reason as the build would report it. Folded, so
 * the bar stays one line until the editor wants the list.
 */
export function StagingProblemList({ check }: { check: StagingCheck }) {
  if (check.state === 'failed') {
    return (
      <p data-testid="staging-problems" className="order-last w-full">
        The staged files could not be checked for what would stop the build.
      </p>
    );
  }
  if (check.state === 'checking' || !check.problems.length) return null;
  const { problems } = check;
  return (
    <details data-testid="staging-problems" className="order-last w-full">
      <summary className="cursor-pointer font-semibold">
        Publishing the staged files now would stop the build: {count(problems.length)}
      </summary>
      <ul className="mt-2 mb-1 list-disc space-y-1 pl-5">
        {/* Two links with one typo on one line give two equal problems: keyed by place in the list. */}
        {problems.map(({ file, line, reason }, index) => (
          <li key={index}>
            <code className="font-semibold">
              {file}
              {line ? `, line ${line}` : ''}
            </code>
            : {reason}
          </li>
        ))}
      </ul>
    </details>
  );
}
