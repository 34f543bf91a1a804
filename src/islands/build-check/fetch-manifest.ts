import { BUILD_MANIFEST_DIR, type BuildMeta, type LatestBuild } from '../../lib/build-manifest';
import { http, HttpError } from '../../lib/http-client';

/** 404 and 403 mean a host without a manifest: nothing to report. Anything else is logged. */
const tolerate = (error: unknown): null => {
  if (!(error instanceof HttpError && (error.status === 404 || error.status === 403))) {
    console.error('Could not fetch the build manifest:', error);
  }
  return null;
};

const fetchManifest = <T>(path: string) => http<T | null>(`${BUILD_MANIFEST_DIR}/${path}`, { retry: 1 }).catch(tolerate);

// Only the manifest as the build writes it counts. Anything else (a Wi-Fi login page answering every
// address with 200) would read as a new build and turn every click into a full page load.

/** The deployed build's id; the timestamp query gets past any cache. */
export const fetchLatestBuild = async (): Promise<LatestBuild | null> => {
  const latest = await fetchManifest<LatestBuild>(`latest.json?${Date.now()}`);
  return typeof latest?.id === 'string' ? latest : null;
};

export const fetchBuildMeta = async (id: string): Promise<BuildMeta | null> => {
  const meta = await fetchManifest<BuildMeta>(`meta/${encodeURIComponent(id)}.json`);
  return Array.isArray(meta?.matcher?.prefixes) ? meta : null;
};
