import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { useRouter } from 'waku';

import { resolveNavigationTarget } from '../lib/navigation-target';
import { newBuildAvailableAtom, routeRuleMatcherAtom } from '../state/build';
import { decideNavigation } from './build-check/decide-navigation';

type NavigateOptions = { external?: boolean };

/**
 * `navigate(to, { external })`: client navigation for site paths (through
 * the route rules, and as a full load after a new deploy); a full page load
 * for another site only when `external: true`, otherwise it throws.
 */
export const useNavigate = () => {
  const router = useRouter();
  const matcher = useAtomValue(routeRuleMatcherAtom);
  const newBuild = useAtomValue(newBuildAvailableAtom);
  return useCallback(
    async (to: string, { external = false }: NavigateOptions = {}) => {
      const target = resolveNavigationTarget(to, window.location.origin, { external });
      if (target.kind === 'external') {
        window.location.assign(target.url.href);
        return;
      }
      const decision = decideNavigation(new URL(target.href, window.location.href), matcher, newBuild);
      if (decision.kind === 'document') {
        window.location.assign(decision.href);
        return;
      }
      await router.push(decision.href);
    },
    [router, matcher, newBuild],
  );
};
