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

/** Whether the menu toggle is hidden: the header shows its links instead (site-header.tsx's container decides). */
const toggleIsHidden = (toggle: RefObject<HTMLButtonElement | null>) =>
  !!toggle.current && getComputedStyle(toggle.current).display === 'none';

/**
 * Closes the menu when the window grows to where the header shows its links and hides the toggle
 * (a rotated tablet): the open menu would have no place there. The toggle's own display says so, as
 * the header's container decides it, which follows the page's font size as a media query does not.
 */
function useCloseWhenWide(toggle: RefObject<HTMLButtonElement | null>, onClose: () => void) {
  useEffect(() => {
    const closeIfWide = () => toggleIsHidden(toggle) && onClose();
    closeIfWide();
    window.addEventListener('resize', closeIfWide);
    return () => window.removeEventListener('resize', closeIfWide);
  }, [toggle, onClose]);
}

/** Focus for `focusOnHide` to put in place once the dialog has let go of the page, unless something took it. */
const focusOnceClosed = (target: () => HTMLElement | null) =>
  requestAnimationFrame(() => {
    if (document.activeElement === document.body) focusInPlace(target());
  });

const currentPage = () => window.location.pathname + window.location.search;

/** The fullscreen modal: Ariakit traps focus, closes on Escape and makes the page behind inert. */
export default function MobileMenuDialog({ brand, closeIcon, toggle, onClose }: MobileMenuDialogProps) {
  useCloseWhenWide(toggle, onClose);
  // Closed by Back or Forward to another page, focus goes to the new page's content, as after any change of page,
  // not to the toggle. The page's own focus came too early: the content was still inert behind the menu.
  const [openedOn] = useState(currentPage);
  const focusOnHide = () => {
    // Closed as the window grew: the toggle focus would go back to is hidden, the header's links take it.
    if (toggleIsHidden(toggle)) focusOnceClosed(() => document.querySelector<HTMLElement>('header nav a'));
    else if (currentPage() === openedOn) return true;
    else focusOnceClosed(() => sectionFor(window.location.hash) ?? document.getElementById(MAIN_CONTENT_ID));
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
      className="fixed inset-0 z-[66] flex scroll-pt-(--header-height) flex-col overflow-y-auto bg-surface"
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
