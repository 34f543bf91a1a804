import type { RouteRuleMatcher } from './route-rules';

/** Where the build writes its manifest, below the site root. */
export const BUILD_MANIFEST_DIR = '/_app/builds';

export type LatestBuild = { id: string; timestamp: number };
export type BuildMeta = LatestBuild & { matcher: RouteRuleMatcher };
