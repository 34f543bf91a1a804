import type { MouseEvent } from 'react';

import { buttonStyles } from '../components/ui/button-styles';
import { cn } from '../lib/cn';
import { contactLinkFor, navLinksFor } from '../lib/landing-sections';
import { SiteLink } from './site-link';
import { useCurrentSection } from './use-current-section';

type MobileMenuLinksProps = {
  /** Called before following a link on this page, so the menu can close first. */
  onAnchor?: (event: MouseEvent<HTMLAnchorElement>, hash: string) => void;
  /** Called as a link to another page is followed. */
  onLeave?: () => void;
};

/** The header links, then the Contact button below them. */
export function MobileMenuLinks({ onAnchor, onLeave }: MobileMenuLinksProps) {
  const { path, activeSection } = useCurrentSection();
  const links = [...navLinksFor(path), { ...contactLinkFor(path), button: true }];
  return (
    // Inset by half the gutter, as the links' own padding is the other half: their words line up with the logo.
    <ul className="flex flex-col gap-1 px-3 py-4">
      {/* By place: on / the Contact link and the Contact button share their target. */}
      {links.map((link, place) => {
        // The button is the call to action, not a place in the page: only the section link is current.
        const current = !('button' in link) && link.to === `#${activeSection}`;
        return (
          <li key={place} className={'button' in link ? 'mt-4 px-3' : undefined}>
            <SiteLink
              to={link.to}
              onClick={(event) => (link.to.startsWith('#') ? onAnchor?.(event, link.to) : onLeave?.())}
              aria-current={current ? 'true' : undefined}
              className={
                'button' in link
                  ? buttonStyles({ className: 'w-full sm:w-auto' })
                  : cn(
                      'block rounded-lg px-3 py-3 text-lg font-medium hover:bg-surface-raised',
                      current ? 'text-accent' : 'text-ink',
                    )
              }
            >
              {link.label}
            </SiteLink>
          </li>
        );
      })}
    </ul>
  );
}
