/**
 * Links to a section of a page glide there, as in-page anchors do (the root's
 * `scroll-behavior`, so reduced motion still jumps). The router would jump
 * to a section of another page instantly; for those links it does not
 * scroll, and the arriving page is put at its top and glides from there.
 */

type Arrival = { key: string; hash: string };

let expected: Arrival | null = null;

export const sectionFor = (hash: string): HTMLElement | null => {
  const id = hash.slice(1);
  if (!id) return null;
  try {
    return document.getElementById(decodeURIComponent(id)) ?? document.getElementById(id);
  } catch {
    return document.getElementById(id);
  }
};

/**
 * Focuses `element` where it is, so the next Tab and a screen reader go on
 * from there. Made focusable by script only: it never becomes a Tab stop.
 */
export const focusInPlace = (element: HTMLElement | null) => {
  if (element && !element.hasAttribute('tabindex')) element.tabIndex = -1;
  element?.focus({ preventScroll: true });
};

/**
 * Scrolls to the section named by `hash`, stopping below the sticky header
 * (its scroll margin), and focuses it: the link that led there may be far
 * below, in the footer, where the next Tab would otherwise go back to.
 */
export const scrollToSection = (hash: string) => {
  const section = sectionFor(hash);
  section?.scrollIntoView({ behavior: 'auto', block: 'start' });
  focusInPlace(section);
};

/** Called when a link to `url`'s section starts a navigation to another page. */
export const expectSectionArrival = (url: URL) => {
  expected = { key: `${url.pathname}${url.search}`, hash: url.hash };
};

/**
 * Called once the router shows the page `key` (path and query): if a link
 * asked for one of its sections, start at the top and glide there. Any page
 * shown ends the wait, so a redirect or failure never scrolls a later visit.
 */
export const arriveAtSection = (key: string) => {
  const arrival = expected;
  expected = null;
  if (arrival?.key !== key) return;
  window.scrollTo({ top: 0, behavior: 'instant' });
  scrollToSection(arrival.hash);
};
