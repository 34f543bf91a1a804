import type { RouteRuleMatcher } from '../../lib/route-rules';
import { redirectChain } from './redirect-chain';

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
export const answeringPaths =
  ({ isPage, isFile, matcher }: AnsweringPathsOptions) =>
  (path: string): boolean => {
    // The server and nginx apply a rule's redirect before any page or file.
    const { end, loop } = redirectChain(matcher, path);
    if (loop) return false;
    return end === undefined || isPage(end) || isFile(end);
  };
