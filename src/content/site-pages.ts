/**
 * The pages src/pages renders besides the content pages: the landing page and
 * the legal pages. A new page file is listed here by hand; the build stops at
 * a built page the sitemap leaves out (src/server/build/sitemap-coverage.ts).
 */
export const SITE_PAGES = ['/', '/imprint', '/privacy'] as const;
