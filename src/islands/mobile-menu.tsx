'use client';

import { Dialog, DialogDisclosure, DialogDismiss, useDialogStore } from '@ariakit/react/dialog';
import { type MouseEvent, type ReactNode, useEffect } from 'react';

import { buttonStyles } from '../components/ui/button-styles';
import { cn } from '../lib/cn';
import { contactHrefFor, navLinksFor } from '../lib/landing-sections';
import { NavLink } from './nav-link';
import { useCurrentSection } from './use-current-section';
import { useHydrated } from './use-hydrated';

type MobileMenuProps = {
  /** Server-rendered icons, passed in so the island ships no icon data. */
  openIcon: ReactNode;
  closeIcon: ReactNode;
  /** Logo and company name, server-rendered, repeated in the menu's top bar. */
  brand: ReactNode;
};

const toggleClass = buttonStyles({ variant: 'ghost', size: 'sm', className: 'size-10 px-0 lg:hidden' });

/**
 * Below `lg`: a toggle that opens a fullscreen modal menu (focus trapped,
 * Escape closes, focus returns to the toggle). Without JavaScript it is a
 * `<details>` list, so the links stay reachable.
 */
export function MobileMenu({ openIcon, closeIcon, brand }: MobileMenuProps) {
  const hydrated = useHydrated();
  const menu = useDialogStore();
  const open = menu.useState('open');
  const { path, activeSection } = useCurrentSection();
  const links = [...navLinksFor(path), { label: 'Contact', to: contactHrefFor(path), button: true }];

  // A new route means the visitor chose where to go.
  useEffect(() => {
    menu.hide();
  }, [path, menu]);

  const followAnchor = (event: MouseEvent<HTMLAnchorElement>, to: string) => {
    if (!to.startsWith('#')) return;
    // The modal locks page scrolling; close it first, then let the hash scroll.
    event.preventDefault();
    menu.hide();
    requestAnimationFrame(() => {
      window.location.hash = to;
    });
  };

  const list = (
    <ul className="flex flex-col gap-1 p-4">
      {links.map((link) => (
        <li key={link.to}>
          <NavLink
            to={link.to}
            onClick={(event) => followAnchor(event, link.to)}
            aria-current={link.to === `#${activeSection}` ? 'true' : undefined}
            className={
              'button' in link
                ? buttonStyles({ className: 'mt-4 w-full' })
                : cn(
                    'block rounded-lg px-3 py-3 text-lg font-medium hover:bg-surface-raised',
                    link.to === `#${activeSection}` ? 'text-accent' : 'text-ink',
                  )
            }
          >
            {link.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );

  if (!hydrated) {
    return (
      <details className="group lg:hidden">
        <summary className={cn(toggleClass, 'cursor-pointer list-none [&::-webkit-details-marker]:hidden')} aria-label="Open menu">
          {openIcon}
        </summary>
        <nav aria-label="Main" className="absolute inset-x-0 top-full border-b border-line bg-surface shadow-lg">
          {list}
        </nav>
      </details>
    );
  }

  return (
    <>
      <DialogDisclosure store={menu} className={toggleClass} aria-label={open ? 'Close menu' : 'Open menu'}>
        {open ? closeIcon : openIcon}
      </DialogDisclosure>
      <Dialog
        store={menu}
        aria-label="Menu"
        backdrop={false}
        unmountOnHide
        className="fixed inset-0 z-50 flex flex-col overflow-y-auto bg-surface lg:hidden"
      >
        <div className="flex h-(--header-height) shrink-0 items-center justify-between border-b border-line px-4">
          {brand}
          <DialogDismiss className={toggleClass} aria-label="Close menu" aria-expanded="true">
            {closeIcon}
          </DialogDismiss>
        </div>
        <nav aria-label="Main">{list}</nav>
      </Dialog>
    </>
  );
}
