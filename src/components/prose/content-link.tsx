import type { ComponentProps } from 'react';

import { hasFileExtension } from '../../lib/path-validity';
import { isSitePath } from '../../lib/route-href';
import type { InternalLink } from './internal-link';

type ContentLinkProps = ComponentProps<'a'> & { internalLink: InternalLink };

const isFilePath = (href: string) => hasFileExtension(href.split(/[?#]/, 1)[0]!);

/**
 * Links in markdown: page paths go through `internalLink`; files, anchors and
 * other schemes stay plain, and other sites get `rel="noopener noreferrer"`.
 */
export function ContentLink({ href = '', children, internalLink: Internal, ...props }: ContentLinkProps) {
  if (isSitePath(href) && !isFilePath(href)) {
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
