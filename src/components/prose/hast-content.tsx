import type { Root } from 'hast';
import type { ComponentProps } from 'react';
import { type Components, toJsxRuntime } from 'hast-util-to-jsx-runtime';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';

import { PROSE_TAGS } from '../../lib/prose-tags';
import { Badge } from './badge';
import { Callout } from './callout';
import { Card, CardGrid } from './card-grid';
import { ContentLink } from './content-link';
import type { InternalLink } from './internal-link';
import { ScrollableTable } from './scrollable-table';

const componentsByLink = new Map<InternalLink, Partial<Components>>();

/**
 * A column's alignment from a table's `| :---: |` line, as a class: the
 * `style` attribute it would otherwise become is refused by the pages'
 * Content-Security-Policy, and HTML's `align` attribute is obsolete.
 */
const ALIGN_CLASSES: Record<string, string> = { left: 'text-left', center: 'text-center', right: 'text-right' };
const alignClass = (align: string | undefined) => (align ? ALIGN_CLASSES[align] : undefined);
const TableCell = ({ align, ...props }: ComponentProps<'td'>) => <td {...props} className={alignClass(align)} />;
const TableHeaderCell = ({ align, ...props }: ComponentProps<'th'>) => <th {...props} className={alignClass(align)} />;

// One map per link component, so the browser keeps component identities between renders.
const proseComponents = (internalLink: InternalLink): Partial<Components> => {
  let components = componentsByLink.get(internalLink);
  if (!components) {
    // Custom element names are not in JSX's intrinsic elements, hence the cast.
    components = {
      a: (props) => <ContentLink {...props} internalLink={internalLink} />,
      table: ScrollableTable,
      td: TableCell,
      th: TableHeaderCell,
      [PROSE_TAGS.callout]: Callout,
      [PROSE_TAGS.cards]: CardGrid,
      [PROSE_TAGS.card]: (props: Omit<Parameters<typeof Card>[0], 'internalLink'>) => (
        <Card {...props} internalLink={internalLink} />
      ),
      [PROSE_TAGS.badge]: Badge,
    } as Partial<Components>;
    componentsByLink.set(internalLink, components);
  }
  return components;
};

/**
 * Renders sanitised hast with the prose components. Works on the server and,
 * for previews of staged pages fetched from the preview API, in the browser.
 */
export function HastContent({ tree, internalLink }: { tree: Root; internalLink: InternalLink }) {
  return toJsxRuntime(tree, {
    Fragment,
    jsx,
    jsxs,
    components: proseComponents(internalLink),
    passKeys: true,
    tableCellAlignToStyle: false,
  });
}
