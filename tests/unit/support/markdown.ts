import type { Element, Root } from 'hast';

import { markdownToHast } from '../../../src/content/markdown-processor';

/** A page with `body` under minimal front matter, which takes lines 1–4: the body starts on line 5. */
export const renderBody = (body: string, file: string) => markdownToHast(`---\ntitle: T\n---\n\n${body}`, file);

/** Every element in the tree, in document order. */
export const elementsIn = (tree: Root | Element): Element[] =>
  tree.children.flatMap((child) => (child.type === 'element' ? [child, ...elementsIn(child)] : []));

/** Every `<img>` in the tree, in document order. */
export const imagesIn = (tree: Root | Element): Element[] => elementsIn(tree).filter((element) => element.tagName === 'img');
