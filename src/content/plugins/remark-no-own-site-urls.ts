import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';

import { ownSiteAddressText, ownSitePath } from '../../lib/own-site-address';
import { addressOf } from './link-address';
import { isReported, reportProblem } from './report-problem';

/**
 * A link to this site written as a full address (copied from the address
 * bar) leads out of a preview or a test deployment to the live site, and
 * the build cannot check it. The build asks for the path instead, which it
 * then checks like any other.
 */
export function remarkNoOwnSiteUrls({ siteUrl }: { siteUrl: string }) {
  return (tree: Root, file: VFile) => {
    visit(tree, (node) => {
      const address = addressOf(node);
      const path = address === undefined ? undefined : ownSitePath(address, siteUrl);
      if (path === undefined || isReported(file, node)) return;
      reportProblem(file, node, ownSiteAddressText(address!, path));
    });
  };
}
