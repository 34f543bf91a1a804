import type { Root } from 'hast';
import { type Components, toJsxRuntime } from 'hast-util-to-jsx-runtime';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';

import { Badge } from './badge';
import { Callout } from './callout';
import { Card, CardGrid } from './card-grid';
import { ContentLink } from './content-link';
import { PROSE_TAGS } from './prose-tags';

// Custom element names are not in JSX's intrinsic elements, hence the cast.
const components = {
  a: ContentLink,
  [PROSE_TAGS.callout]: Callout,
  [PROSE_TAGS.cards]: CardGrid,
  [PROSE_TAGS.card]: Card,
  [PROSE_TAGS.badge]: Badge,
} as Partial<Components>;

/**
 * Renders sanitised hast with the prose components. Works on the server and,
 * for previews of staged pages fetched from the preview API, in the browser.
 */
export function HastContent({ tree }: { tree: Root }) {
  return toJsxRuntime(tree, { Fragment, jsx, jsxs, components, passKeys: true });
}
