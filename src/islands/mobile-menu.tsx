'use client';

import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';

import { messages } from '../lib/messages';
import { menuToggleClass } from './menu-toggle-class';
import { MobileMenuFallback } from './mobile-menu-fallback';
import { useCurrentSection } from './use-current-section';
import { useHydrated } from './use-hydrated';

// Ariakit's dialog is only needed once someone opens the menu.
const loadDialog = () => import('./mobile-menu-dialog');
const MobileMenuDialog = lazy(loadDialog);

type MobileMenuProps = {
  /** Server-rendered icons, passed in so the island ships no icon data. */
  openIcon: ReactNode;
  closeIcon: ReactNode;
  /** Logo and company name, server-rendered, repeated in the menu's top bar. */
  brand: ReactNode;
};

/**
 * Below `lg`: a toggle that opens a fullscreen modal menu (focus trapped,
 * Escape closes, focus returns to the toggle). Without JavaScript it is a
 * `<details>` with one row of links, so they stay reachable.
 */
export function MobileMenu({ openIcon, closeIcon, brand }: MobileMenuProps) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const fallback = useRef<HTMLDetailsElement>(null);
  const { path } = useCurrentSection();

  // A new route means the visitor chose where to go.
  useEffect(() => setOpen(false), [path]);
  // Opened before the page came alive (a slow connection), it stays open as the full menu.
  // After the effect above, which also runs on the first render.
  useEffect(() => {
    if (fallback.current?.open) setOpen(true);
  }, []);

  if (!hydrated) return <MobileMenuFallback ref={fallback} path={path} openIcon={openIcon} closeIcon={closeIcon} />;

  return (
    <>
      <button
        ref={toggle}
        type="button"
        className={menuToggleClass}
        aria-label={open ? messages.closeMenu : messages.openMenu}
        aria-expanded={open}
        aria-haspopup="dialog"
        onClick={() => setOpen((value) => !value)}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
      >
        {open ? closeIcon : openIcon}
      </button>
      {open && (
        <Suspense>
          <MobileMenuDialog brand={brand} closeIcon={closeIcon} toggle={toggle} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
