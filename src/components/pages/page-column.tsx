import type { ComponentProps } from 'react';

import { cn } from '../../lib/cn';

/**
 * A single-column page on the 10-column grid: the text in the middle six
 * columns from xl, and about 80 characters wide, centred, below. Six of ten
 * columns at lg (1024 px) would be narrower than the column at 1023 px, so
 * the column would shrink as the window grows.
 */
export function PageColumn({ children, className, ...articleProps }: ComponentProps<'article'>) {
  return (
    <article {...articleProps} className={cn('mx-auto max-w-7xl px-gutter py-12 sm:py-16 lg:grid lg:grid-cols-10', className)}>
      <div className="mx-auto max-w-2xl lg:col-span-10 xl:col-span-6 xl:col-start-3 xl:mx-0 xl:max-w-none">{children}</div>
    </article>
  );
}
