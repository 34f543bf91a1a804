import type { ComponentProps } from 'react';

import type { InternalLink } from './internal-link';

type ContentLinkProps = ComponentProps<'a'> & { internalLink: InternalLink };

/**
 * Links in markdown: site paths go through `internalLink`, anchors and other
 * schemes stay plain, and other sites get `rel="noopener noreferrer"`.
 */
export function ContentLink({ href = '', children, internalLink: Internal, ...props }: ContentLinkProps) {
  if (href.startsWith('/') && !href.startsWith('//')) {
    return (
      <Internal to={href} {...props}>
        {children}
      </Internal>
    );
  }
  const external = /^https?:\/\//.test(href);
  return (
    <a href={href} {...props} {...(external ? { rel: 'noopener noreferrer' } : {})}>
      {children}
    </a>
  );
}
