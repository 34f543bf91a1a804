'use client';

import { useRouter } from 'waku';

import { buttonStyles } from '../components/ui/button-styles';
import { cn } from '../lib/cn';
import { contactLinkFor, navLinksFor } from '../lib/landing-sections';
import { messages } from '../lib/messages';
import { SiteLink } from './site-link';
import { useCurrentSection } from './use-current-section';

/** Desktop header links: section anchors with scroll-spy on `/`, Home elsewhere. */
export function HeaderNav() {
  const { path, activeSection } = useCurrentSection();

  return (
    <nav aria-label={messages.mainNavigation} className="hidden lg:col-span-4 lg:justify-center lg:@min-[58rem]/header:flex">
      <ul className="flex items-center gap-1">
        {navLinksFor(path).map((link) => {
          const current = link.to === `#${activeSection}`;
          return (
            <li key={link.to}>
              <SiteLink
                to={link.to}
                aria-current={current ? 'true' : undefined}
                className={cn(
                  'rounded-md px-3 py-2 text-sm font-medium transition-colors',
                  // Hover darkens a link rather than taking the current one's colour, so one link alone looks current.
                  current ? 'text-accent' : 'text-ink-muted hover:text-ink',
                )}
              >
                {link.label}
              </SiteLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** The header's call to action; below `lg` it lives in the mobile menu instead. */
export function HeaderContactButton() {
  const { path } = useRouter();
  const contact = contactLinkFor(path);
  return (
    <SiteLink to={contact.to} className={buttonStyles({ size: 'sm', className: 'max-lg:hidden' })}>
      {contact.label}
    </SiteLink>
  );
}
