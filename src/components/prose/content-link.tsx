import type { ComponentProps } from 'react';

import { isSitePath } from '../../lib/route-href';
import type { InternalLink } from './internal-link';

type ContentLinkProps = ComponentProps<'a'> & { internalLink: InternalLink };

/** A path on this site whose last segment has an extension (`/logo.svg`) is a file, never a page. */
const isFilePath = (href: string) => /\.[a-z0-9]+$/i.test(href.split(/[?#]/, 1)[0]!);

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
