/** One step on the way to a page: an ancestor the site has, or the page itself. */
export type Crumb = { title: string; path: string };

/**
 * The pages above `path` that exist, outermost first, then the page itself:
 * for /services/web-applications, Services and Web applications. A folder
 * without a page of its own (no index.md) is left out, since it has no
 * address to link to. Empty for a top-level page, which needs no trail.
 */
export const breadcrumbTrail = (path: string, title: string, titleOf: (path: string) => string | undefined): Crumb[] => {
  const segments = path.split('/').filter(Boolean);
  if (segments.length < 2) return [];
  const ancestors = segments.slice(0, -1).flatMap((_, depth) => {
    const ancestor = `/${segments.slice(0, depth + 1).join('/')}`;
    const ancestorTitle = titleOf(ancestor);
    return ancestorTitle === undefined ? [] : [{ title: ancestorTitle, path: ancestor }];
  });
  return ancestors.length > 0 ? [...ancestors, { title, path }] : [];
};
