import type { ContentFileProblem } from '../../lib/file-problem';
import { FileProblem } from './file-problem';

/** Every problem of a file, in the build's order: top to bottom, left to right on a line. */
export function FileProblemList({ problems }: { problems: readonly ContentFileProblem[] }) {
  return (
    <ol aria-label="Problems in this file">
      {/* Two links with one typo on one line give two equal problems: keyed by place in the list. */}
      {problems.map((problem, index) => (
        <li key={index}>
          <FileProblem problem={problem} />
        </li>
      ))}
    </ol>
  );
}
