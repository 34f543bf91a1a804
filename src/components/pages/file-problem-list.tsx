import { type ContentFileProblem, inSeveralFiles } from '../../lib/file-problem';
import { FileProblem } from './file-problem';

/** Every problem of a file (or of each file a page reads), in the build's order: file by file, top to bottom. */
export function FileProblemList({ problems }: { problems: readonly ContentFileProblem[] }) {
  return (
    <ol aria-label={inSeveralFiles(problems) ? 'Problems in these files' : 'Problems in this file'}>
      {/* Two links with one typo on one line give two equal problems: keyed by place in the list. */}
      {problems.map((problem, index) => (
        <li key={index}>
          <FileProblem problem={problem} />
        </li>
      ))}
    </ol>
  );
}
