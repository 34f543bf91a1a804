import {
  Hovercard as AriakitHovercard,
  HovercardAnchor,
  type HovercardAnchorProps,
  useHovercardStore,
} from '@ariakit/react/hovercard';
import { type ReactNode, useId } from 'react';

import { OVERLAY_TIMING } from '../../lib/overlay-timing';

type HovercardProps = HovercardAnchorProps & { card: ReactNode };

/**
 * Details on hover of the anchor (open after 700 ms, close 300 ms after
 * leaving), and on its click or Enter/Space, so the keyboard reaches them
 * too; Escape closes them. A screen reader reads them as the anchor's
 * description.
 */
export function Hovercard({ card, onClick, ...anchorProps }: HovercardProps) {
  const store = useHovercardStore({
    showTimeout: OVERLAY_TIMING.hovercard.openDelay,
    hideTimeout: OVERLAY_TIMING.hovercard.closeDelay,
  });
  const open = store.useState('open');
  const anchorId = useId();
  const cardTextId = useId();
  return (
    <>
      <HovercardAnchor
        store={store}
        id={anchorId}
        aria-expanded={open}
        // Read with the anchor, open or not: focus stays there, and a screen reader would not find the card.
        aria-describedby={cardTextId}
        onClick={(event) => {
          onClick?.(event);
          store.toggle();
        }}
        {...anchorProps}
      />
      <AriakitHovercard
        store={store}
        // The card is a dialog; it is named after what it explains.
        aria-labelledby={anchorId}
        gutter={8}
        className="z-[80] max-w-xs rounded-lg border border-line bg-surface p-3 text-sm text-ink shadow-xl"
      >
        {/* Not the card itself: its name would stand for its text in the description. */}
        <div id={cardTextId}>{card}</div>
      </AriakitHovercard>
    </>
  );
}
