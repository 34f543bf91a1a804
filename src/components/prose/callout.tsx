import type { ReactNode } from 'react';

import { cn } from '../../lib/cn';
import type { CalloutType } from '../../lib/prose-tags';

const STYLES: Record<CalloutType, { label: string; className: string; labelClassName: string }> = {
  note: {
    label: 'Note',
    className: 'border-primary-500 bg-primary-50 dark:bg-primary-950/50',
    labelClassName: 'text-primary-800 dark:text-primary-200',
  },
  tip: {
    label: 'Tip',
    className: 'border-emerald-600 bg-emerald-50 dark:bg-emerald-950/40',
    labelClassName: 'text-emerald-800 dark:text-emerald-200',
  },
  warning: {
    label: 'Warning',
    className: 'border-amber-500 bg-amber-50 dark:bg-amber-950/40',
    labelClassName: 'text-amber-800 dark:text-amber-200',
  },
};

type CalloutProps = { type?: CalloutType; title?: string; children?: ReactNode };

/**
 * `:::note`, `:::tip`, `:::warning`: an aside that stands out from the prose.
 * Its kind is written above its title, not told by the colour alone, and
 * names the aside with the title, so a screen reader's list of landmarks
 * says "Warning: Beware the big rewrite", not "complementary" three times.
 */
export function Callout({ type = 'note', title, children }: CalloutProps) {
  const style = STYLES[type] ?? STYLES.note;
  const name = title ? `${style.label}: ${title}` : style.label;
  return (
    <aside aria-label={name} className={cn('not-prose my-6 rounded-r-xl border-l-4 px-5 py-4', style.className)}>
      {title ? (
        <p className="font-semibold">
          <span className={cn('block text-xs tracking-wide uppercase', style.labelClassName)}>
            {style.label}
            <span className="sr-only">:</span>
          </span>
          {title}
        </p>
      ) : (
        <p className="font-semibold">{style.label}</p>
      )}
      <div className="mt-1 text-ink-muted [&_a]:text-accent [&_a]:underline [&>p]:my-1">{children}</div>
    </aside>
  );
}
