import type { ReactNode } from 'react';

import type { InternalLink } from './internal-link';

/** `::::cards`: a responsive grid of `:::card` blocks. */
export function CardGrid({ children }: { children?: ReactNode }) {
  return <div className="not-prose my-8 grid gap-4 sm:grid-cols-2">{children}</div>;
}

type CardProps = { title?: string; href?: string; children?: ReactNode; internalLink: InternalLink };

/** `:::card[Title]{href="/…"}`: a card, linked as a whole when it has an href. */
export function Card({ title, href, children, internalLink: Internal }: CardProps) {
  const heading = href ? (
    href.startsWith('/') ? (
      <Internal to={href} className="after:absolute after:inset-0 after:rounded-xl hover:text-accent">
        {title}
      </Internal>
    ) : (
      <a href={href} rel="noopener noreferrer" className="after:absolute after:inset-0 after:rounded-xl hover:text-accent">
        {title}
      </a>
    )
  ) : (
    title
  );
  return (
    <section className="relative rounded-xl border border-line bg-surface-raised p-5">
      <h3 className="text-base font-semibold">{heading}</h3>
      <div className="mt-2 text-sm text-ink-muted [&>p]:my-0">{children}</div>
    </section>
  );
}
