import { linkedPath } from '../../lib/route-href';
import { matchRouteRules, type RouteRuleMatcher } from '../../lib/route-rules';

/** What a link to a path nothing answers is told, after "which is". */
export type ExplainMissing = (path: string) => string;

export const NO_PAGE_OR_FILE = 'no page or file of this site';

/**
 * Why a path answers nothing, for the person who wrote the link: most often
 * it leads, directly or through route-rule redirects, to a draft, and then
 * the draft's file is what to look at.
 */
export const explainMissing =
  (drafts: ReadonlyMap<string, string>, matcher: RouteRuleMatcher): ExplainMissing =>
  (path) => {
    let target = path;
    for (const seen = new Set<string>(); !seen.has(target);) {
      seen.add(target);
      const next = linkedPath(matchRouteRules(matcher, target).redirect?.to ?? '');
      if (next === undefined) break;
      target = next;
    }
    const draft = drafts.get(target);
    if (draft === undefined) return NO_PAGE_OR_FILE;
    const via = target === path ? '' : `redirected to ${target}, `;
    return `${via}a draft (${draft}): publish it or change the link`;
  };
