import type { AppConfig } from '../../config/schema';
import type { AppConfigProblem } from '../../config/validate';
import { canonicalText, type LinkCheck, linkProblem, missingAnchorText, redirectedText } from './broken-links';
import { linkTargets } from './link-targets';

/**
 * Footer links and route-rule redirect targets in the app config that point
 * to a path of this site nothing answers, to one a route rule redirects on
 * (a chain of redirects), or to an anchor it does not have, by the key they are written under
 * (`routeRules["/team"].redirect.to`): the schema cannot know which pages exist.
 */
export const brokenConfigLinks = (config: AppConfig, check: LinkCheck): AppConfigProblem[] =>
  linkTargets(config).flatMap(({ path, to }) => {
    const problem = linkProblem(to, check);
    if (!problem) return [];
    const message =
      'missing' in problem
        ? `"${to}" is ${problem.missing}`
        : 'redirectedTo' in problem
          ? `"${to}", ${redirectedText(problem)}`
          : 'canonical' in problem
            ? `"${to}", ${canonicalText(problem)}`
            : `"${to}": ${missingAnchorText(problem)}`;
    return [{ path, message }];
  });
