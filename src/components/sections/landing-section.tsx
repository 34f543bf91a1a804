import type { ReactNode } from 'react';

import { cn } from '../../lib/cn';

type LandingSectionProps = {
  /** Its anchor. A header link to it is an entry in HEADER_SECTIONS, which the build checks against the page. */
  id: string;
  title: string;
  intro: string;
  /** `split`: heading beside the content on large screens; `stacked`: above it. */
  layout?: 'split' | 'stacked';
  className?: string;
  children: ReactNode;
};

/** A landing section on the 10-column grid, labelled by its heading and reachable by its anchor. */
export function LandingSection({ id, title, intro, layout = 'stacked', className, children }: LandingSectionProps) {
  const headingId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={headingId} className={cn('py-16 sm:py-24 print:py-8', className)}>
      {/* Printed as a column: Chromium pushes a grid that does not fit the rest of a sheet whole to the next one. */}
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-10 px-gutter lg:grid-cols-10 lg:gap-8 print:flex print:flex-col">
        <div className={layout === 'split' ? 'lg:col-span-3' : 'lg:col-span-6'}>
          <h2 id={headingId} className="text-2xl font-semibold tracking-tight text-balance sm:text-3xl lg:text-4xl">
            {title}
          </h2>
          {/* On a phone no larger than the hero's lead above, which introduces the whole page. */}
          <p className="mt-4 text-base text-ink-muted sm:text-lg">{intro}</p>
        </div>
        <div className={layout === 'split' ? 'lg:col-span-7' : 'lg:col-span-10'}>{children}</div>
      </div>
    </section>
  );
}
