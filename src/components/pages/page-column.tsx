import type { ComponentProps } from 'react';

import { cn } from '../../lib/cn';

/** A single-column page on the 10-column grid: the text in the middle six columns at large sizes. */
export function PageColumn({ children, className, ...articleProps }: ComponentProps<'article'>) {
  return (
    <article {...articleProps} className={cn('mx-auto max-w-7xl px-gutter py-12 sm:py-16 lg:grid lg:grid-cols-10', className)}>
      <div className="lg:col-span-6 lg:col-start-3">{children}</div>
    </article>
  );
}
