import type { ComponentProps } from 'react';
import { SiteLink } from '../../islands/site-link';

/**
 * Links in markdown: site paths go through the router, anchors and other
 * schemes stay plain, and other sites get `rel="noopener noreferrer"`.
 */
export function ContentLink({ href = '', children, ...props }: ComponentProps<'a'>) {
  if (href.startsWith('/') && !href.startsWith('//')) {
    return (
      <SiteLink to={href} {...props}>
        {children}
      </SiteLink>
    );
  }
  const external = /^https?:\/\//.test(href);
  return (
    <a href={href} {...props} {...(external ? { rel: 'noopener noreferrer' } : {})}>
      {children}
    </a>
  );
}
