import { BUILD_MANIFEST_DIR, type BuildMeta, type LatestBuild } from '../../lib/build-manifest';
import { http, HttpError } from '../../lib/http-client';

/** 404 and 403 mean a host without a manifest: nothing to report. Anything else is logged. */
const tolerate = (error: unknown): null => {
  if (!(error instanceof HttpError && (error.status === 404 || error.status === 403))) {
    console.error('Could not fetch the build manifest:', error);
  }
  return null;
};

/** The deployed build's id; the timestamp query gets past any cache. */
export const fetchLatestBuild = (): Promise<LatestBuild | null> =>
  http<LatestBuild>(`${BUILD_MANIFEST_DIR}/latest.json?${Date.now()}`, { retry: 1 }).catch(tolerate);

export const fetchBuildMeta = (id: string): Promise<BuildMeta | null> =>
  http<BuildMeta>(`${BUILD_MANIFEST_DIR}/meta/${encodeURIComponent(id)}.json`, { retry: 1 }).catch(tolerate);
