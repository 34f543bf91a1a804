import type { Node } from 'unist';
import type { VFile } from 'vfile';

import { ContentError } from '../content-error';

declare module 'vfile' {
  interface DataMap {
    /** What the checks found so far; markdownToHast throws them together once every check has run. */
    problems: ContentError[];
    /** Nodes a check has reported: a later check would only name the same mistake in other words. */
    reportedNodes: WeakSet<Node>;
  }
}

/**
 * Notes a problem and lets the checks go on, so one build names every
 * problem of a file. At `node`'s start unless `place` says where on its lines.
 */
export const reportProblem = (
  file: VFile,
  node: Node | undefined,
  reason: string,
  place: { line?: number | undefined; column?: number | undefined } | undefined = node?.position?.start,
): void => {
  (file.data.problems ??= []).push(new ContentError(file.path, place?.line, reason, place?.column));
  if (node) (file.data.reportedNodes ??= new WeakSet()).add(node);
};

/** Whether a check before has reported this node. */
export const isReported = (file: VFile, node: Node): boolean => file.data.reportedNodes?.has(node) ?? false;
