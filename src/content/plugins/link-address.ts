import type { Nodes } from 'mdast';

/** The address a node links to: a link, image or definition, or a block such as :::card with an href. */
export const addressOf = (node: Nodes): string | undefined => {
  if (node.type === 'link' || node.type === 'definition' || node.type === 'image') return node.url;
  if (node.type === 'containerDirective' || node.type === 'leafDirective' || node.type === 'textDirective') {
    return node.attributes?.href ?? undefined;
  }
  return undefined;
};
