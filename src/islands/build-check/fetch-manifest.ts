import { BUILD_MANIFEST_DIR, type BuildMeta, type LatestBuild } from '../../lib/build-manifest';
import { http, HttpError } from '../../lib/http-client';

/** 404 and 403 mean a host without a manifest: nothing to report. Anything else is logged. */
const tolerate = (error: unknown): null => {
  if (!(error instanceof HttpError && (error.status === 404 || error.status === 403))) {
    console.error('Could not fetch the build manifest:', error);
  }
  return null;
};

const fetchManifest = (path: string) => http(`${BUILD_MANIFEST_DIR}/${path}`, { retry: 1 }).catch(tolerate);

// Only the manifest as the build writes it counts. Anything else (a Wi-Fi login page answering every
// address with 200) would read as a new build and turn every click into a full page load. The checks
// are the fields the build check reads first, kept short: this code loads on every page.

/** The deployed build's id; the timestamp query gets past any cache. */
export const fetchLatestBuild = async (): Promise<LatestBuild | null> => {
  const latest = (await fetchManifest(`latest.json?${Date.now()}`)) as Partial<LatestBuild> | null;
  return typeof latest?.id === 'string' ? (latest as LatestBuild) : null;
};

const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null;

export const fetchBuildMeta = async (id: string): Promise<BuildMeta | null> => {
  const meta = (await fetchManifest(`meta/${encodeURIComponent(id)}.json`)) as { matcher?: Partial<BuildMeta['matcher']> } | null;
  // Both halves of the matcher, or every link would log a failed match on each render.
  return Array.isArray(meta?.matcher?.prefixes) && isObject(meta.matcher.exact) ? (meta as BuildMeta) : null;
};
