import type { ComponentProps } from 'react';

import { cn } from '../../lib/cn';

/**
 * A single-column page on the 10-column grid: the text in the middle six
 * columns at large sizes, and as wide as there (about 80 characters) below.
 */
export function PageColumn({ children, className, ...articleProps }: ComponentProps<'article'>) {
  return (
    <article {...articleProps} className={cn('mx-auto max-w-7xl px-gutter py-12 sm:py-16 lg:grid lg:grid-cols-10', className)}>
      <div className="mx-auto max-w-2xl lg:col-span-6 lg:col-start-3 lg:mx-0 lg:max-w-none">{children}</div>
    </article>
  );
}
