/**
 * The link followed from each history entry, so that Back or Forward to that
 * entry focuses it again, as a browser does when it restores a page from its
 * cache: the keyboard and a screen reader go on from where the visitor left,
 * not from the top of the page. A link is known by its address, its text and
 * its place among the links alike, not by its place among all of them: the
 * cookie banner's links may come or go in between.
 */
type FollowedLink = { href: string; text: string; nth: number };

const followedLinks = new Map<string, FollowedLink>();
let pending: { entry: string; link: FollowedLink } | null = null;

const sameAs = (link: FollowedLink) =>
  [...document.links].filter((other) => other.getAttribute('href') === link.href && other.textContent === link.text);

/** `link` (null for none with focus) is being followed from `entry`. */
export const noteFollowedLink = (entry: string, link: HTMLAnchorElement | null) => {
  pending = null;
  if (!link) return void followedLinks.delete(entry);
  const known = { href: link.getAttribute('href') ?? '', text: link.textContent ?? '', nth: 0 };
  followedLinks.set(entry, { ...known, nth: sameAs(known).indexOf(link) });
};

/** The browser has moved back or forward to `entry`, whose page is about to be shown. */
export const noteHistoryMove = (entry: string) => {
  const link = followedLinks.get(entry);
  pending = link === undefined ? null : { entry, link };
};

/** Once, for the page shown for `entry` after a history move: the link followed from it, if it is there. */
export const takeReturnLink = (entry: string): HTMLElement | undefined => {
  const wanted = pending;
  pending = null;
  return wanted?.entry === entry ? sameAs(wanted.link)[wanted.link.nth] : undefined;
};
