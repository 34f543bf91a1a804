import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';

import { ContentError } from '../content-error';

/**
 * A link to this site written as a full address (copied from the address
 * bar) leads out of a preview or a test deployment to the live site, and
 * the build cannot check it. The build asks for the path instead, which it
 * then checks like any other.
 */
export function remarkNoOwnSiteUrls({ siteUrl }: { siteUrl: string }) {
  // example.com and www.example.com are the same site to a visitor.
  const hostOf = (url: URL) => url.hostname.replace(/^www\./, '');
  const site = hostOf(new URL(siteUrl));
  return (tree: Root, file: VFile) => {
    visit(tree, (node) => {
      if (node.type !== 'link' && node.type !== 'definition' && node.type !== 'image') return;
      if (!URL.canParse(node.url)) return;
      const url = new URL(node.url);
      if ((url.protocol !== 'https:' && url.protocol !== 'http:') || hostOf(url) !== site) return;
      throw new ContentError(
        file.path,
        node.position?.start.line,
        `"${node.url}" is this site's own address: write the path, "${url.pathname}${url.search}${url.hash}", which also works in preview and is checked by the build`,
      );
    });
  };
}
