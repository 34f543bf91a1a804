import type { ComponentProps, ComponentType, ReactNode } from 'react';

export type InternalLinkProps = Omit<ComponentProps<'a'>, 'href' | 'children'> & { to: string; children: ReactNode };

/**
 * How prose links to pages of this site: the site's router link on real
 * pages, a plain anchor in the preview tools, which run outside the router.
 */
export type InternalLink = ComponentType<InternalLinkProps>;
