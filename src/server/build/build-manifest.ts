import type { RouteRuleMatcher } from '../../lib/route-rules';
import { BUILD_MANIFEST_DIR } from '../../lib/build-manifest';

/**
 * `/_app/builds/latest.json` says which build is current; `meta/<id>.json`
 * carries that build's route rules for client-side navigation.
 */
export const buildManifestFiles = (id: string, timestamp: number, matcher: RouteRuleMatcher): Record<string, string> => ({
  [`${BUILD_MANIFEST_DIR}/latest.json`]: JSON.stringify({ id, timestamp }),
  [`${BUILD_MANIFEST_DIR}/meta/${id}.json`]: JSON.stringify({ id, timestamp, matcher }),
});
