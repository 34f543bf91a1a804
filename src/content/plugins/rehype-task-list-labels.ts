import type { Root } from 'hast';
import { visit } from 'unist-util-visit';

/**
 * A task list's checkboxes (`- [x] Send the offer`) show a state, not a
 * control to use, but a checkbox without a name fails WCAG 4.1.2: each is
 * named by its state, and the item's text follows it.
 */
export const rehypeTaskListLabels = () => (tree: Root) => {
  visit(tree, 'element', (node) => {
    if (node.tagName === 'input' && node.properties.type === 'checkbox') {
      node.properties.ariaLabel = node.properties.checked ? 'Done' : 'To do';
    }
  });
};
