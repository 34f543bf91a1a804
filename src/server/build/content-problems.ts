import { appConfig } from '../../config';
import type { AppConfigProblem } from '../../config/validate';
import type { ContentError } from '../../content/content-error';
import { getLandingFiles } from '../../content/landing';
import { getLegalPage } from '../../content/legal';
import { LEGAL_PAGES, SITE_PAGES } from '../../lib/site-pages';
import type { ContentPage } from '../../content/load-pages';
import type { RouteRuleMatcher } from '../../lib/route-rules';
import { alikePageHeads } from './alike-page-heads';
import { brokenConfigLinks } from './broken-config-links';
import { anchorsInHast } from './anchors';
import { brokenInternalLinks, brokenYamlLinks, type LinkCheck } from './broken-links';
import { explainMissing } from './missing-path';
import { pagesBehindRedirects, sitePagesBehindRedirects } from './pages-behind-redirects';
import { redirectWithinSite } from './redirect-chain';

/** What the build refuses once it knows which pages will be published, by where it is written. */
type ContentProblems = {
  /** Pages whose address a route rule redirects away. */
  hidden: ContentError[];
  /** Footer links and redirect targets in the app config that nothing answers, rules that hide a page of src/pages. */
  config: AppConfigProblem[];
  /** Links in content, legal pages and landing YAML that nothing answers, or that a route rule redirects. */
  links: ContentError[];
  /** Content and legal pages with the title or description of another. */
  alike: ContentError[];
};

type ContentProblemsInput = {
  /** The pages that would be published. */
  pages: readonly ContentPage[];
  /** Drafts by path, with their files: a link to one is explained by it. */
  drafts: ReadonlyMap<string, string>;
  answers: (path: string) => boolean;
  /** The ids on a page that is not one of `pages` (the landing and legal pages), where known. */
  builtAnchorsOf?: (path: string) => ReadonlySet<string> | undefined;
  matcher: RouteRuleMatcher;
};

/**
 * Every problem that depends on the set of published pages: the build runs
 * it on the published files, the preview on what publishing the staged
 * files would give.
 */
export const findContentProblems = async ({
  pages,
  drafts,
  answers,
  builtAnchorsOf,
  matcher,
}: ContentProblemsInput): Promise<ContentProblems> => {
  const [legal, landing] = await Promise.all([
    Promise.all(LEGAL_PAGES.map(async (name) => ({ ...(await getLegalPage(name)), path: `/${name}` }))),
    getLandingFiles(),
  ]);
  const byPath = new Map(pages.map((page) => [page.path, page]));
  const check: LinkCheck = {
    answers,
    explain: explainMissing(drafts, matcher, [...SITE_PAGES, ...byPath.keys()]),
    anchorsOf: (path) => {
      const page = byPath.get(path);
      return page ? anchorsInHast(page.body) : builtAnchorsOf?.(path);
    },
    redirectOf: redirectWithinSite(matcher),
  };
  return {
    hidden: pagesBehindRedirects(pages, matcher),
    config: [...brokenConfigLinks(appConfig, check), ...sitePagesBehindRedirects(SITE_PAGES, matcher)],
    links: [...brokenInternalLinks([...pages, ...legal], check), ...brokenYamlLinks(landing, check, '/')],
    alike: alikePageHeads([...legal, ...pages]),
  };
};
