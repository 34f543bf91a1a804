import type { ComponentProps } from 'react';

import { hasFileExtension } from '../../lib/path-validity';
import { isSitePath } from '../../lib/route-href';
import type { InternalLink } from './internal-link';

type ContentLinkProps = ComponentProps<'a'> & { internalLink: InternalLink };

const isFilePath = (href: string) => hasFileExtension(href.split(/[?#]/, 1)[0]!);

/** Whether a link's words are its address already, give or take the scheme and a closing slash. */
const wordsAreAddress = (children: unknown, href: string) => {
  const bare = (address: string) => address.replace(/^https?:\/\//, '').replace(/\/$/, '');
  return typeof children === 'string' && bare(children) === bare(href);
};

/**
 * Links in markdown: page paths go through `internalLink`; files, anchors and
 * other schemes stay plain, and other sites get `rel="noopener noreferrer"`
 * and, on paper, where words alone would not tell a reader where to go, their address.
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
    <a
      href={href}
      {...props}
      {...(external ? { rel: 'noopener noreferrer' } : {})}
      {...(external && !wordsAreAddress(children, href) ? { 'data-print-address': '' } : {})}
    >
      {children}
    </a>
  );
}
