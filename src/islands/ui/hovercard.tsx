import {
  Hovercard as AriakitHovercard,
  HovercardAnchor,
  type HovercardAnchorProps,
  HovercardProvider,
} from '@ariakit/react/hovercard';
import type { ReactNode } from 'react';

import { OVERLAY_TIMING } from '../../lib/overlay-timing';

type HovercardProps = HovercardAnchorProps & { card: ReactNode };

/** Details on hover or focus of the anchor: open after 700 ms, close 300 ms after leaving. */
export function Hovercard({ card, ...anchorProps }: HovercardProps) {
  return (
    <HovercardProvider showTimeout={OVERLAY_TIMING.hovercard.openDelay} hideTimeout={OVERLAY_TIMING.hovercard.closeDelay}>
      <HovercardAnchor {...anchorProps} />
      <AriakitHovercard
        gutter={8}
        className="z-[80] max-w-xs rounded-lg border border-line bg-surface p-3 text-sm text-ink shadow-xl"
      >
        {card}
      </AriakitHovercard>
    </HovercardProvider>
  );
}
