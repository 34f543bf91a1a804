import type { ReactNode } from 'react';

import type { CardTitleLevel } from '../../lib/prose-tags';
import type { InternalLink } from './internal-link';

/** `::::cards`: a responsive grid of `:::card` blocks. */
export function CardGrid({ children }: { children?: ReactNode }) {
  return <div className="not-prose my-8 grid gap-4 sm:grid-cols-2">{children}</div>;
}

type CardProps = {
  title?: string;
  href?: string;
  /** One below the heading the cards sit under (src/content/plugins/remark-heading-outline.ts). */
  level?: CardTitleLevel;
  children?: ReactNode;
  internalLink: InternalLink;
};

const LINK_CLASS = 'after:absolute after:inset-0 after:rounded-xl hover:text-accent focus-ring-card';

/** The card's title as a link: the router for site paths, a plain link for anchors and other sites. */
function CardLink({
  href,
  children,
  internalLink: Internal,
}: {
  href: string;
  children?: ReactNode;
  internalLink: InternalLink;
}) {
  if (href.startsWith('/'))
    return (
      <Internal to={href} className={LINK_CLASS}>
        {children}
      </Internal>
    );
  const external = !href.startsWith('#');
  return (
    <a href={href} rel={external ? 'noopener noreferrer' : undefined} className={LINK_CLASS}>
      {children}
    </a>
  );
}

/** `:::card[Title]{href="/…"}`: a card, linked as a whole when it has an href. */
export function Card({ title, href, level = '3', children, internalLink }: CardProps) {
  const Heading = `h${level}` as const;
  return (
    <section
      className={`relative rounded-xl border border-line bg-surface-raised p-5 ${href ? 'transition-colors hover:border-accent' : ''}`}
    >
      <Heading className="text-base font-semibold">
        {href ? (
          <CardLink href={href} internalLink={internalLink}>
            {title}
            {/* A visible cue that the whole card is a link; the title alone names it. */}
            <span aria-hidden="true" className="ml-1 text-accent">
              →
            </span>
          </CardLink>
        ) : (
          title
        )}
      </Heading>
      <div className="mt-2 text-sm text-ink-muted [&>p]:my-0">{children}</div>
    </section>
  );
}
