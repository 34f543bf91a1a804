/** The legal pages, by the name of their file in private/legal/, which is also their path. */
export const LEGAL_PAGES = ['imprint', 'privacy'] as const;

/** How editors' messages name each legal page. */
export const LEGAL_PAGE_TITLES: Record<(typeof LEGAL_PAGES)[number], string> = { imprint: 'imprint', privacy: 'privacy policy' };

/**
 * The pages src/pages renders besides the content pages: the landing page and
 * the legal pages. A new page file is listed here by hand; the build stops at
 * a built page the sitemap leaves out and at an entry here with no page built
 * (src/server/build/sitemap-coverage.ts).
 */
export const SITE_PAGES: readonly string[] = ['/', ...LEGAL_PAGES.map((name) => `/${name}`)];
