import type { ComponentProps } from 'react';

type ScrollableTableProps = ComponentProps<'table'> & {
  /** The table's name for the scrolling box, from the heading it sits under (rehype-table-names). */
  'data-scroll-label'?: string;
};

/**
 * A content table that scrolls sideways inside its own box when it is wider
 * than the column (phones at 320 px), so the page itself never does. Only
 * Chromium lets the keyboard reach a scrolling box by itself, so the box is a
 * Tab stop of its own, a named region, with the site's focus ring; a shade
 * marks the edge where more is hidden.
 */
export function ScrollableTable({ 'data-scroll-label': label = 'Table', ...props }: ScrollableTableProps) {
  return (
    <div role="region" aria-label={label} tabIndex={0} className="scroll-shade-x my-8 overflow-x-auto">
      {/* The wrapper holds the spacing; prose would add its own table margins inside the box. */}
      <table {...props} className="my-0!" />
    </div>
  );
}
