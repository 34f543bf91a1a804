import { Dialog } from '@ariakit/react/dialog';
import { type MouseEvent, type ReactNode, type RefObject, useEffect, useState } from 'react';

import { MAIN_CONTENT_ID } from '../lib/main-content-id';
import { messages } from '../lib/messages';
import { menuToggleClass } from './menu-toggle-class';
import { MobileMenuLinks } from './mobile-menu-links';
import { focusInPlace, scrollToSection, sectionFor } from './section-scroll';

type MobileMenuDialogProps = {
  brand: ReactNode;
  closeIcon: ReactNode;
  toggle: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
};

/** Tailwind's `lg`, where the header shows its links and the menu has no place. */
const WIDE_SCREEN = '(min-width: 64rem)';

/** Closes the menu when the window grows past `lg` (a rotated tablet), where it would be a hidden, page-blocking modal. */
function useCloseWhenWide(onClose: () => void) {
  useEffect(() => {
    const wide = matchMedia(WIDE_SCREEN);
    const closeIfWide = () => {
      if (!wide.matches) return;
      onClose();
      // The toggle focus would go back to is hidden there: the header's links take it instead.
      requestAnimationFrame(() => {
        if (document.activeElement === document.body) focusInPlace(document.querySelector('header nav a'));
      });
    };
    closeIfWide();
    wide.addEventListener('change', closeIfWide);
    return () => wide.removeEventListener('change', closeIfWide);
  }, [onClose]);
}

const currentPage = () => window.location.pathname + window.location.search;

/** The fullscreen modal: Ariakit traps focus, closes on Escape and makes the page behind inert. */
export default function MobileMenuDialog({ brand, closeIcon, toggle, onClose }: MobileMenuDialogProps) {
  useCloseWhenWide(onClose);
  // Closed by Back or Forward to another page, focus goes to the new page's content, as after any change of page,
  // not to the toggle. The page's own focus came too early: the content was still inert behind the menu.
  const [openedOn] = useState(currentPage);
  const focusOnHide = () => {
    if (currentPage() === openedOn) return true;
    requestAnimationFrame(() => {
      if (document.activeElement === document.body) {
        focusInPlace(sectionFor(window.location.hash) ?? document.getElementById(MAIN_CONTENT_ID));
      }
    });
    return false;
  };
  // The modal locks page scrolling; close it first, then let the hash scroll.
  // A link to another page closes it at once too: the next page's scroll to
  // a section must not start while the lock is still on.
  const followAnchor = (event: MouseEvent<HTMLAnchorElement>, hash: string) => {
    event.preventDefault();
    onClose();
    requestAnimationFrame(() => {
      // The same hash again would not scroll: the browser only scrolls when the address changes.
      if (window.location.hash === hash) scrollToSection(hash);
      else {
        window.location.hash = hash;
        // As the same link again does: a screen reader goes on from the section, not the page's top.
        focusInPlace(sectionFor(hash));
      }
    });
  };

  return (
    <Dialog
      open
      onClose={onClose}
      finalFocus={toggle}
      autoFocusOnHide={focusOnHide}
      aria-label={messages.menu}
      // Looked for by the stylesheet while the dialog loads (styles.css).
      data-mobile-menu
      backdrop={false}
      // Its padding keeps what the keyboard focuses out from under the sticky top bar (WCAG 2.4.11).
      // Above the editors' preview bar (z-65) too: a modal menu covers the whole window, its close button included.
      className="fixed inset-0 z-[66] flex scroll-pt-(--header-height) flex-col overflow-y-auto bg-surface lg:hidden"
    >
      {/* Stays at the top while a long menu scrolls (a short screen, a large font): the close button with it. */}
      <div
        // The logo leads home: close first, also on / itself, where no new route would close it.
        onClick={(event) => event.target instanceof Element && event.target.closest('a') && onClose()}
        className="sticky top-0 flex h-(--header-height) shrink-0 items-center justify-between border-b border-line bg-surface px-gutter"
      >
        {brand}
        <button type="button" className={menuToggleClass} aria-label={messages.closeMenu} aria-expanded="true" onClick={onClose}>
          {closeIcon}
        </button>
      </div>
      <nav aria-label={messages.mainNavigation}>
        <MobileMenuLinks onAnchor={followAnchor} onLeave={onClose} />
      </nav>
    </Dialog>
  );
}
