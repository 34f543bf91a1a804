import type { AppConfig } from '../../config/schema';
import type { AppConfigProblem } from '../../config/validate';
import { linkedPath } from '../../lib/route-href';
import { linkTargets } from './link-targets';
import { type ExplainMissing, NO_PAGE_OR_FILE } from './missing-path';

/**
 * Footer links and route-rule redirect targets in the app config that point
 * to a path of this site nothing answers, by the key they are written under
 * (`routeRules["/team"].redirect.to`): the schema cannot know which pages exist.
 */
export const brokenConfigLinks = (
  config: AppConfig,
  answers: (path: string) => boolean,
  explain: ExplainMissing = () => NO_PAGE_OR_FILE,
): AppConfigProblem[] =>
  linkTargets(config).flatMap(({ path, to }) => {
    const target = linkedPath(to);
    if (target === undefined || answers(target)) return [];
    return [{ path, message: `"${to}" is ${explain(target)}` }];
  });
