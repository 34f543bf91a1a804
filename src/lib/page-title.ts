/** A page's tab title: its own title first, then the site's name. */
export const pageTitle = (title: string, siteName: string) => `${title} · ${siteName}`;

/** The title of something an editor sees only in a preview (a staged or draft page, a staged file's error). */
export const previewTitle = (title: string) => `${title} (preview)`;
