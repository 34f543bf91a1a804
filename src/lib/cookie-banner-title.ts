/**
 * The id of the cookie banner's heading, which names the banner. Any page may
 * show it, so content headings keep clear of it. A module of its own, so the
 * browser loads it with the banner alone.
 */
export const COOKIE_BANNER_TITLE_ID = 'cookie-consent-title';
