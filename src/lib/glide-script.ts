/** On <html> from the visitor's first press of a pointer or key; the stylesheet lets sections glide from then on. */
const GLIDE_ATTRIBUTE = 'data-glide';

/**
 * Hash links glide to their section, but the browser's own jump to an
 * address's #section, as a page opens or reloads, must not: it glided down
 * the whole page from the top. So the glide waits for the visitor's first
 * act, which every link they follow starts with.
 */
export const GLIDE_SCRIPT = `(function(){var g=function(){document.documentElement.setAttribute("${GLIDE_ATTRIBUTE}","")},o={once:!0,capture:!0};addEventListener("pointerdown",g,o);addEventListener("keydown",g,o)})()`;
