import type { ReactNode } from 'react';

import { cn } from '../../lib/cn';
import type { CalloutType } from '../../lib/prose-tags';

const STYLES: Record<CalloutType, { label: string; className: string }> = {
  note: { label: 'Note', className: 'border-primary-500 bg-primary-50 dark:bg-primary-950/50' },
  tip: { label: 'Tip', className: 'border-emerald-600 bg-emerald-50 dark:bg-emerald-950/40' },
  warning: { label: 'Warning', className: 'border-amber-500 bg-amber-50 dark:bg-amber-950/40' },
};

type CalloutProps = { type?: CalloutType; title?: string; children?: ReactNode };

/** `:::note`, `:::tip`, `:::warning`: an aside that stands out from the prose. */
export function Callout({ type = 'note', title, children }: CalloutProps) {
  const style = STYLES[type] ?? STYLES.note;
  return (
    <aside className={cn('not-prose my-6 rounded-r-xl border-l-4 px-5 py-4', style.className)}>
      <p className="font-semibold">{title ?? style.label}</p>
      <div className="mt-1 text-ink-muted [&_a]:text-accent [&_a]:underline [&>p]:my-1">{children}</div>
    </aside>
  );
}
