/**
 * The id of each page's `<main>`: the skip link's target, where focus goes
 * after a navigation, and an id content headings keep clear of.
 */
export const MAIN_CONTENT_ID = 'main-content';
