import { nearestWord } from '../../lib/nearest-word';
import type { RouteRuleMatcher } from '../../lib/route-rules';
import { redirectChain } from './redirect-chain';

/** What a link to a path nothing answers is told, after "which is". */
export type ExplainMissing = (path: string) => string;

export const NO_PAGE_OR_FILE = 'no page or file of this site';

/**
 * Why a path answers nothing, for the person who wrote the link: most often
 * it leads, directly or through route-rule redirects, to a draft, and then
 * the draft's file is what to look at; otherwise it may be a typo of one of
 * `pagePaths`.
 */
export const explainMissing =
  (drafts: ReadonlyMap<string, string>, matcher: RouteRuleMatcher, pagePaths: Iterable<string> = []): ExplainMissing =>
  (path) => {
    const target = redirectChain(matcher, path).end ?? path;
    const draft = drafts.get(target);
    if (draft === undefined) {
      const meant = nearestWord(path, pagePaths);
      return meant ? `${NO_PAGE_OR_FILE}: did you mean ${meant}?` : NO_PAGE_OR_FILE;
    }
    const via = target === path ? '' : `redirected to ${target}, `;
    return `${via}a draft (${draft}): publish it or change the link`;
  };
