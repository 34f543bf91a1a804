import { useSetAtom } from 'jotai';
import { useEffect } from 'react';

import { FIRST_CHECK_DELAY_MS } from '../../lib/build-check-timing';
import { newBuildAvailableAtom, routeRuleMatcherAtom } from '../../state/build';
import { loadIsland } from '../lazy-island';
import { useToast } from '../toasts/use-toast';

type NetworkInformation = { saveData?: boolean; effectiveType?: string };

const connectionIsSlow = () => {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return Boolean(connection?.saveData || ['slow-2g', '2g'].includes(connection?.effectiveType ?? ''));
};

/**
 * The fetch code (with its HTTP client) arrives with the first check, off the
 * critical path. After a deploy its chunk may be gone: then the check skips
 * its turn instead of failing into the visitor's error page (see loadIsland).
 */
const loadManifestFetchers = () => loadIsland(() => import('./fetch-manifest'));

/**
 * Checks for a newer build about 1 s after start, every `intervalMs`, and
 * when the tab becomes visible again; not while the tab is hidden or
 * offline, nor once it has announced one. A slow or data-saving connection skips
 * the early check: its first one comes with the interval or the tab's return.
 * The first check also loads this build's route rules for client navigation.
 * A manifest naming an earlier build than this page's is news only once it
 * has named this one (a deploy gone back); before that it is an old copy
 * kept by a cache that ignores the query (a CDN's default), which would
 * otherwise announce itself on every page and make every click a full load.
 */
export const useBuildPolling = (buildId: string, builtAt: number, intervalMs: number) => {
  const setNewBuild = useSetAtom(newBuildAvailableAtom);
  const setMatcher = useSetAtom(routeRuleMatcherAtom);
  const { add: addToast } = useToast();

  useEffect(() => {
    // The development server has no build manifest to compare with.
    if (import.meta.env.DEV) return;
    let announced = false;
    let namedThisBuild = false;
    const check = async () => {
      const latest = await (await loadManifestFetchers())?.fetchLatestBuild();
      if (!latest || announced) return;
      if (latest.id === buildId) namedThisBuild = true;
      if (namedThisBuild ? latest.id === buildId : !(latest.timestamp > builtAt)) return;
      announced = true;
      setNewBuild(true);
      addToast({
        id: 'new-build',
        title: 'A new version of this site is available',
        description: 'It loads with your next click.',
        icon: 'lucide:refresh-cw',
        actions: [{ label: 'Reload now', onClick: () => window.location.reload() }],
        duration: 0,
      });
    };
    let rulesLoaded = false;
    const loadRules = async () => {
      const meta = await (await loadManifestFetchers())?.fetchBuildMeta(buildId);
      if (!meta) return;
      rulesLoaded = true;
      setMatcher(meta.matcher);
    };
    // A hidden or offline tab has no one to tell (being shown checks at once), and once told no more to say.
    const checkAndLoadRules = () => {
      if (document.hidden || !navigator.onLine || announced) return;
      void check();
      if (!rulesLoaded) void loadRules();
    };
    const first = connectionIsSlow() ? undefined : setTimeout(checkAndLoadRules, FIRST_CHECK_DELAY_MS);
    const interval = setInterval(checkAndLoadRules, intervalMs);
    document.addEventListener('visibilitychange', checkAndLoadRules);
    return () => {
      clearTimeout(first);
      clearInterval(interval);
      document.removeEventListener('visibilitychange', checkAndLoadRules);
    };
  }, [buildId, builtAt, intervalMs, setNewBuild, setMatcher, addToast]);
};
