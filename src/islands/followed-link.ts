import { isPlainLeftClick } from '../lib/is-plain-left-click';

/**
 * The address of this site a click follows in this tab, if it does: a plain
 * left click on a link that is not for another window, a download or another origin.
 */
export const followedLink = (event: MouseEvent): URL | undefined => {
  if (!isPlainLeftClick(event) || !(event.target instanceof Element)) return undefined;
  const anchor = event.target.closest('a[href]');
  if (!(anchor instanceof HTMLAnchorElement) || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download'))
    return undefined;
  const url = new URL(anchor.href);
  return url.origin === window.location.origin ? url : undefined;
};
