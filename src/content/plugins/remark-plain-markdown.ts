import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';

import { reportProblem } from './report-problem';

/** The schemes a link in content may use; the sanitiser would blank any other. */
const LINK_SCHEME = /^(?:https?:|mailto:|tel:)/i;
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;
// RFC 3966's global number: a plus, digits and the visual separators - and ., no spaces; a phone dials it as it stands.
// No brackets: a phone dials the 0 of +49 (0)221 in a link.
const PHONE_LINK = /^tel:\+[\d\-.]*\d[\d\-.]*$/i;
const TEL_SCHEME = /^tel:/i;

/**
 * What the sanitiser would silently drop is an error instead, so an editor
 * learns about it from the build and not from a page with text missing: raw
 * HTML (comments excepted, they are notes for editors) and links with a
 * scheme other than http(s), mailto and tel, such as `javascript:`. A tel:
 * link must hold a number a phone can dial.
 */
export function remarkPlainMarkdown() {
  return (tree: Root, file: VFile) => {
    // `<b>bold</b>` is two HTML nodes, its opening and its closing tag: one mistake, named once a line.
    const linesWithHtml = new Set<number | undefined>();
    visit(tree, (node) => {
      const line = node.position?.start.line;
      if (node.type === 'html' && !/^\s*<!--[\s\S]*-->\s*$/.test(node.value) && !linesWithHtml.has(line)) {
        linesWithHtml.add(line);
        reportProblem(
          file,
          node,
          'raw HTML is not allowed: write markdown, or a block such as :::note (see the README for the blocks there are)',
        );
      }
      if (
        (node.type === 'link' || node.type === 'definition' || node.type === 'image') &&
        HAS_SCHEME.test(node.url) &&
        !LINK_SCHEME.test(node.url)
      ) {
        reportProblem(file, node, `links may use http, https, mailto or tel, not "${node.url.split(':')[0]}:"`);
      }
      // Schemes are case-insensitive, the sanitiser's list is not: HTTPS:// or Tel: would lose the whole address.
      if ((node.type === 'link' || node.type === 'definition') && LINK_SCHEME.test(node.url)) {
        const colon = node.url.indexOf(':');
        node.url = node.url.slice(0, colon).toLowerCase() + node.url.slice(colon);
      }
      if ((node.type === 'link' || node.type === 'definition') && TEL_SCHEME.test(node.url) && !PHONE_LINK.test(node.url)) {
        reportProblem(
          file,
          node,
          `"${node.url}" is no number a phone can dial: write tel: and the number in international form without spaces, ` +
            "such as tel:+492211234567; for the company's own number write [{{phone}}]({{phoneHref}})",
        );
      }
    });
  };
}
