import { ColorModeControl } from '../../islands/color-mode-control';
import { HeaderContactButton, HeaderNav } from '../../islands/header-nav';
import { MobileMenu } from '../../islands/mobile-menu';
import { Icon } from '../ui/icon';
import { BrandLink } from './brand-link';
import { ColorModeIcons } from './color-mode-icons';

export function SiteHeader() {
  return (
    // On paper the header prints once, above the content, as the brand alone: its links and buttons do nothing there.
    // In a short screen it scrolls away, leaving the page the height it has, and a toast may pass over it (400 % zoom).
    // With forced colours or a request for more contrast it is solid: text passing under a see-through bar blurs into its links.
    <header className="site-header sticky top-0 z-40 h-(--header-height) border-b border-line bg-surface/90 backdrop-blur supports-[backdrop-filter]:bg-surface/75 contrast-more:bg-surface forced-colors:bg-[Canvas] short:static short:z-auto print:static print:backdrop-blur-none">
      {/*
        A size container, named: from lg its links show only where they fit. Container sizes in rem follow the
        page's own font size, as media queries do not, so a style sheet of the reader's that doubles the text
        keeps the menu button until the links fit beside the name (menu-toggle-class.ts).
      */}
      <div className="@container/header relative mx-auto flex h-full max-w-7xl items-center gap-2 px-gutter sm:gap-3 lg:grid lg:grid-cols-10 lg:gap-6 print:*:not-first:hidden">
        {/* A size container: the company name gives way to the logo alone where its cell is too narrow (brand-link.tsx). */}
        <div className="@container min-w-0 flex-1 lg:col-span-3">
          <BrandLink />
        </div>
        <HeaderNav />
        {/* From lg as wide as its controls, at its columns' end: text a reader made larger grows it to the left, not off the screen. */}
        <div className="ml-auto flex items-center gap-1 sm:gap-2 lg:col-span-3 lg:col-start-8 lg:ml-0 lg:justify-end lg:justify-self-end">
          <ColorModeControl icons={<ColorModeIcons />} />
          <HeaderContactButton />
          <MobileMenu
            brand={<BrandLink />}
            openIcon={<Icon name="lucide:menu" className="size-6" />}
            closeIcon={<Icon name="lucide:x" className="size-6" />}
          />
        </div>
      </div>
    </header>
  );
}
