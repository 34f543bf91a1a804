import type { ComponentProps } from 'react';

/**
 * A content table that scrolls sideways inside its own box when it is wider
 * than the column (phones at 320 px), so the page itself never does. Browsers
 * make such a scrolling box reachable by keyboard; a shade marks the edge
 * where more is hidden.
 */
export function ScrollableTable(props: ComponentProps<'table'>) {
  return (
    <div className="scroll-shade-x my-8 overflow-x-auto">
      {/* The wrapper holds the spacing; prose would add its own table margins inside the box. */}
      <table {...props} className="my-0!" />
    </div>
  );
}
