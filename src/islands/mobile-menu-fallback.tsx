import type { ReactNode, Ref } from 'react';

import { buttonStyles } from '../components/ui/button-styles';
import { cn } from '../lib/cn';
import { contactLinkFor, navLinksFor } from '../lib/landing-sections';
import { messages } from '../lib/messages';
import { MENU_HIDDEN_WHERE_LINKS_FIT, menuToggleClass } from './menu-toggle-class';

type MobileMenuFallbackProps = {
  ref?: Ref<HTMLDetailsElement>;
  /** Open, with the focus on its toggle: the full menu's code could not be loaded when the visitor asked for it. */
  open?: boolean | undefined;
  path: string;
  openIcon: ReactNode;
  closeIcon: ReactNode;
  /** Once the page has come alive: the row was closed, or one of its links followed (which then closes it). */
  onClose?: () => void;
};

/**
 * The menu before hydration and with JavaScript off: a `<details>` that
 * opens one row of links under the header. Only script could close it after
 * a section link, so it is a single row of fixed height, and while it is open
 * anchors land below it (`--menu-fallback-height` in styles.css).
 */
export function MobileMenuFallback({ ref, open, path, openIcon, closeIcon, onClose }: MobileMenuFallbackProps) {
  const links = navLinksFor(path);
  const contact = contactLinkFor(path);
  return (
    <details
      ref={ref}
      open={open}
      data-menu-fallback
      className={MENU_HIDDEN_WHERE_LINKS_FIT}
      onToggle={(event) => event.currentTarget.open || onClose?.()}
      onClick={(event) => event.target instanceof Element && event.target.closest('a') && onClose?.()}
    >
      {/* A summary states by itself whether it is expanded, so its name is just "Menu". */}
      <summary
        ref={open ? (summary) => summary?.focus() : undefined}
        className={cn(
          menuToggleClass,
          'cursor-pointer list-none [&::-webkit-details-marker]:hidden [[open]>&]:bg-surface-raised',
        )}
        aria-label={messages.menu}
      >
        <span className="flex [[open]>summary>&]:hidden">{openIcon}</span>
        <span className="hidden [[open]>summary>&]:flex">{closeIcon}</span>
      </summary>
      <nav
        aria-label={messages.mainNavigation}
        className="absolute inset-x-0 top-full h-(--menu-fallback-height) border-b border-line bg-surface shadow-md"
      >
        <ul className="flex h-full items-center gap-1 overflow-x-auto px-2 sm:px-4">
          {links.map((link) => (
            <li key={link.to}>
              <a
                href={link.to}
                className="block rounded-md px-2 py-2 font-medium whitespace-nowrap min-[375px]:px-3 hover:bg-surface-raised"
              >
                {link.label}
              </a>
            </li>
          ))}
          {/* On / the Contact section link already is the call to action. */}
          {!links.some((link) => link.to === contact.to) && (
            <li className="ml-auto">
              <a href={contact.to} className={buttonStyles({ size: 'sm' })}>
                {contact.label}
              </a>
            </li>
          )}
        </ul>
      </nav>
    </details>
  );
}
