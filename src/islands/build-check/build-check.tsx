'use client';

import { useBuildPolling } from './use-build-polling';
import { useNavigationGuard } from './use-navigation-guard';

type BuildCheckProps = {
  buildId: string;
  /** When this page's build started (BUILT_AT): a manifest naming an earlier build may be an old copy. */
  builtAt: number;
  intervalMs: number;
};

/** Keeps a long-open page in step with deployments; renders nothing. */
export function BuildCheck({ buildId, builtAt, intervalMs }: BuildCheckProps) {
  useBuildPolling(buildId, builtAt, intervalMs);
  useNavigationGuard();
  return null;
}
