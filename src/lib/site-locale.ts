/**
 * The site's language (BCP 47): the copy is British English. The app
 * configuration's `locale` is this value; code the browser runs too (the
 * article page, which the static preview tools render) reads it from here,
 * because the configuration is server-only.
 */
export const SITE_LOCALE = 'en-GB';
