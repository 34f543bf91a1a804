import { Tooltip as AriakitTooltip, TooltipAnchor, type TooltipAnchorProps, TooltipProvider } from '@ariakit/react/tooltip';
import type { ReactNode } from 'react';

import { OVERLAY_TIMING } from '../../lib/overlay-timing';

type TooltipProps = TooltipAnchorProps & { label: ReactNode };

/**
 * A tooltip on its anchor (pass the anchor as `render`), opening after
 * 700 ms; moving to the next tooltip within 300 ms opens it at once.
 */
export function Tooltip({ label, ...anchorProps }: TooltipProps) {
  return (
    <TooltipProvider timeout={OVERLAY_TIMING.tooltip.openDelay} skipTimeout={OVERLAY_TIMING.tooltip.skipDelay}>
      <TooltipAnchor {...anchorProps} />
      <AriakitTooltip
        gutter={6}
        className="z-[80] rounded-md bg-neutral-900 px-2 py-1 text-xs text-white shadow dark:bg-neutral-100 dark:text-neutral-900"
      >
        {label}
      </AriakitTooltip>
    </TooltipProvider>
  );
}
