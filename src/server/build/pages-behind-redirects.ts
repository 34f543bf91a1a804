import type { AppConfigProblem } from '../../config/validate';
import { ContentError } from '../../content/content-error';
import type { ContentPage } from '../../content/load-pages';
import { matchRouteRules, type RouteRuleMatcher } from '../../lib/route-rules';

/**
 * Published pages whose address a route rule redirects elsewhere: nobody
 * could ever see them, yet they would be built and listed in the sitemap.
 * Each is reported by its file, so the build stops with something to fix.
 */
export const pagesBehindRedirects = (pages: Iterable<ContentPage>, matcher: RouteRuleMatcher): ContentError[] =>
  [...pages].flatMap((page) => {
    const redirect = matchRouteRules(matcher, page.path).redirect;
    if (!redirect) return [];
    return [
      new ContentError(
        page.file,
        undefined,
        `a route rule redirects ${page.path} to ${redirect.to}, so this page could never be seen: remove the rule or the file`,
      ),
    ];
  });

/** The same for the pages src/pages renders (SITE_PAGES), reported at the route rules: they have no content file. */
export const sitePagesBehindRedirects = (sitePages: readonly string[], matcher: RouteRuleMatcher): AppConfigProblem[] =>
  sitePages.flatMap((path) => {
    const redirect = matchRouteRules(matcher, path).redirect;
    if (!redirect) return [];
    return [
      {
        path: ['routeRules'],
        message: `a rule redirects ${path}, a page of src/pages, to ${redirect.to}, so that page could never be seen: remove the rule or the page`,
      },
    ];
  });
