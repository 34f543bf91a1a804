'use client';

import { useCallback } from 'react';
import { useRouter } from 'waku';

import { resolveNavigationTarget } from '../lib/navigation-target';

export type NavigateOptions = { external?: boolean; replace?: boolean };

/**
 * `navigate(to, { external })`: client navigation for site paths; a full
 * page load for another site only when `external: true`, otherwise it throws.
 */
export const useNavigate = () => {
  const router = useRouter();
  return useCallback(
    async (to: string, { external = false, replace = false }: NavigateOptions = {}) => {
      const target = resolveNavigationTarget(to, window.location.origin, { external });
      if (target.kind === 'external') {
        window.location.assign(target.url.href);
        return;
      }
      await (replace ? router.replace(target.href) : router.push(target.href));
    },
    [router],
  );
};
