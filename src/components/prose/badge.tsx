import type { ReactNode } from 'react';

import { cn } from '../../lib/cn';
import type { BadgeTone } from '../../lib/prose-tags';

const TONES: Record<BadgeTone, string> = {
  neutral: 'bg-neutral-100 text-neutral-800 dark:bg-neutral-800 dark:text-neutral-100',
  primary: 'bg-primary-100 text-primary-900 dark:bg-primary-900 dark:text-primary-100',
  success: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100',
  warning: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100',
};

/**
 * `:badge[Label]{tone=success}`: a small inline label. Its transparent
 * outline shows only in forced colours, where the background is dropped and
 * the label would otherwise run into the sentence; an outline takes no space.
 * Inline, not an inline box: the no-break space before it (see
 * rehype-badges-keep-their-word.ts) holds only to text, and Chromium breaks
 * a line before an inline-flex box whatever precedes it.
 * Brackets only a screen reader reads set it off from the sentence, which it
 * would otherwise run into ("Founded 2012 7 engineers"); they sit outside the
 * label, so its own text stays what the editor wrote.
 */
export function Badge({ tone = 'neutral', children }: { tone?: BadgeTone; children?: ReactNode }) {
  return (
    <>
      <span className="sr-only">(</span>
      <span
        className={cn(
          'rounded-full px-2.5 py-0.5 align-middle text-xs font-medium whitespace-nowrap outline outline-transparent',
          TONES[tone] ?? TONES.neutral,
        )}
      >
        {children}
      </span>
      <span className="sr-only">)</span>
    </>
  );
}
