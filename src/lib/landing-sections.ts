import { messages } from './messages';

const CONTACT_SECTION = { id: 'contact', label: 'Contact' } as const;

/** The landing page's sections the header links to (the hero aside), in page order: their anchors and labels. */
export const HEADER_SECTIONS = [
  { id: 'services', label: 'Services' },
  { id: 'why', label: 'Why?' },
  { id: 'faq', label: 'FAQ' },
  CONTACT_SECTION,
] as const;

export type LandingSectionId = (typeof HEADER_SECTIONS)[number]['id'];

type NavLink = { label: string; to: string };

/** Header links for a path: section anchors on the landing page, a Home link elsewhere. */
export const navLinksFor = (path: string): NavLink[] =>
  path === '/' ? HEADER_SECTIONS.map(({ id, label }) => ({ label, to: `#${id}` })) : [{ label: messages.home, to: '/' }];

/** The header's call to action, named as its section; it stays on the page when it can. */
export const contactLinkFor = (path: string): NavLink => ({
  label: CONTACT_SECTION.label,
  to: `${path === '/' ? '' : '/'}#${CONTACT_SECTION.id}`,
});
