'use client';

import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useRouter } from 'waku';

import { messages } from '../lib/messages';
import { loadIsland } from './lazy-island';
import { menuToggleClass } from './menu-toggle-class';
import { MobileMenuFallback } from './mobile-menu-fallback';
import { useHydrated } from './use-hydrated';

type Dialog = (typeof import('./mobile-menu-dialog'))['default'];

// Ariakit's dialog is only needed once someone opens the menu.
const loadDialog = () => loadIsland(() => import('./mobile-menu-dialog'));

type MobileMenuProps = {
  /** Server-rendered icons, passed in so the island ships no icon data. */
  openIcon: ReactNode;
  closeIcon: ReactNode;
  /** Logo and company name, server-rendered, repeated in the menu's top bar. */
  brand: ReactNode;
};

/**
 * Below `lg`: a toggle that opens a fullscreen modal menu (focus trapped,
 * Escape closes, focus returns to the toggle). Without JavaScript, or when
 * the modal's code cannot be loaded, it is a `<details>` with one row of
 * links, so they stay reachable.
 */
export function MobileMenu({ openIcon, closeIcon, brand }: MobileMenuProps) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const fallback = useRef<HTMLDetailsElement>(null);
  const { path, hash } = useRouter();
  const [loaded, setLoaded] = useState<Dialog | 'unavailable'>();
  const LoadedDialog = loaded === 'unavailable' ? undefined : loaded;

  useEffect(() => {
    if (open && !LoadedDialog) void loadDialog().then((module) => setLoaded(() => module?.default ?? 'unavailable'));
  }, [open, LoadedDialog]);

  // A new route or section means the visitor chose where to go, or went Back.
  useEffect(() => setOpen(false), [path, hash]);
  // Opened before the page came alive (a slow connection), the row of links stays until it is closed:
  // turned into the full menu, it moved the links under a finger reaching for one.
  const [fallbackKept, setFallbackKept] = useState(false);
  useEffect(() => {
    if (fallback.current?.open) setFallbackKept(true);
  }, []);

  if (!hydrated || loaded === 'unavailable' || fallbackKept) {
    return (
      <MobileMenuFallback
        ref={fallback}
        open={loaded === 'unavailable'}
        path={path}
        openIcon={openIcon}
        closeIcon={closeIcon}
        onClose={() => setFallbackKept(false)}
      />
    );
  }

  // Open once the dialog shows: on a slow line the first tap waits for its code, the toggle still saying so.
  const expanded = open && !!LoadedDialog;
  return (
    <>
      <button
        ref={toggle}
        type="button"
        className={menuToggleClass}
        aria-label={expanded ? messages.closeMenu : messages.openMenu}
        aria-expanded={expanded}
        aria-busy={open && !LoadedDialog}
        aria-haspopup="dialog"
        onClick={() => setOpen((value) => !value)}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
      >
        {expanded ? closeIcon : openIcon}
      </button>
      {open && LoadedDialog && (
        <LoadedDialog brand={brand} closeIcon={closeIcon} toggle={toggle} onClose={() => setOpen(false)} />
      )}
    </>
  );
}
