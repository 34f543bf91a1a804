import { linkedPath } from '../../lib/route-href';
import { matchRouteRules, type RouteRuleMatcher } from '../../lib/route-rules';

type AnsweringPathsOptions = {
  isPage: (path: string) => boolean;
  isFile: (path: string) => boolean;
  matcher: RouteRuleMatcher;
};

/**
 * Whether a request for a path of this site gets anything but a 404: a page,
 * a file, or a route-rule redirect to another site or to a path that answers.
 * Redirects are followed, so a chain that ends nowhere or runs in a circle
 * does not count.
 */
export const answeringPaths = ({ isPage, isFile, matcher }: AnsweringPathsOptions) => {
  const answers = (path: string, seen: ReadonlySet<string>): boolean => {
    // The server and nginx apply a rule's redirect before any page or file.
    const to = matchRouteRules(matcher, path).redirect?.to;
    if (to === undefined) return isPage(path) || isFile(path);
    const target = linkedPath(to);
    if (target === undefined) return true;
    const followed = new Set(seen).add(path);
    return !followed.has(target) && answers(target, followed);
  };
  return (path: string) => answers(path, new Set());
};
