import type { Nodes, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';

import { ownSiteAddressText, ownSitePath } from '../../lib/own-site-address';
import { isReported, reportProblem } from './report-problem';

/** The address a node links to: a link, image or definition, or a block such as :::card with an href. */
const addressOf = (node: Nodes): string | undefined => {
  if (node.type === 'link' || node.type === 'definition' || node.type === 'image') return node.url;
  if (node.type === 'containerDirective' || node.type === 'leafDirective' || node.type === 'textDirective') {
    return node.attributes?.href ?? undefined;
  }
  return undefined;
};

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
