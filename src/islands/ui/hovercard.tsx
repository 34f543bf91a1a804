import {
  Hovercard as AriakitHovercard,
  HovercardAnchor,
  type HovercardAnchorProps,
  useHovercardStore,
} from '@ariakit/react/hovercard';
import type { ReactNode } from 'react';

import { OVERLAY_TIMING } from '../../lib/overlay-timing';

type HovercardProps = HovercardAnchorProps & { card: ReactNode };

/**
 * Details on hover of the anchor (open after 700 ms, close 300 ms after
 * leaving), and on its click or Enter/Space, so the keyboard reaches them
 * too; Escape closes them.
 */
export function Hovercard({ card, onClick, ...anchorProps }: HovercardProps) {
  const store = useHovercardStore({
    showTimeout: OVERLAY_TIMING.hovercard.openDelay,
    hideTimeout: OVERLAY_TIMING.hovercard.closeDelay,
  });
  const open = store.useState('open');
  return (
    <>
      <HovercardAnchor
        store={store}
        aria-expanded={open}
        onClick={(event) => {
          onClick?.(event);
          store.toggle();
        }}
        {...anchorProps}
      />
      <AriakitHovercard
        store={store}
        gutter={8}
        className="z-[80] max-w-xs rounded-lg border border-line bg-surface p-3 text-sm text-ink shadow-xl"
      >
        {card}
      </AriakitHovercard>
    </>
  );
}
