import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';

import { localOrPreviewAddressText } from '../local-or-preview-address';
import { addressOf } from './link-address';
import { isReported, reportProblem } from './report-problem';

/**
 * An address copied from the address bar while writing works there only: the
 * development server is on the editor's machine, and a preview link carries
 * the editors' secret, which a published page would hand to anyone.
 */
export function remarkNoLocalOrPreviewLinks() {
  return (tree: Root, file: VFile) => {
    visit(tree, (node) => {
      const address = addressOf(node);
      const problem = address === undefined ? undefined : localOrPreviewAddressText(address);
      if (problem === undefined || isReported(file, node)) return;
      reportProblem(file, node, problem);
    });
  };
}
