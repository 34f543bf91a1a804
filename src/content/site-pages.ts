/** The pages src/pages renders besides the content pages: the landing page and the legal pages. */
export const SITE_PAGES = ['/', '/imprint', '/privacy'] as const;
