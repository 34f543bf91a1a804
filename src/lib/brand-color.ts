/**
 * The brand blue (--color-primary-700 in styles.css, the logo's fill): the
 * browser's toolbar colour and the installed site's theme. CSS and the SVG
 * cannot import it; a unit test keeps them in step.
 */
export const BRAND_COLOR = '#0060f0';
