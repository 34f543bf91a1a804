'use client';

import { useBuildPolling } from './use-build-polling';
import { useNavigationGuard } from './use-navigation-guard';

type BuildCheckProps = { buildId: string; intervalMs: number };

/** Keeps a long-open page in step with deployments; renders nothing. */
export function BuildCheck({ buildId, intervalMs }: BuildCheckProps) {
  useBuildPolling(buildId, intervalMs);
  useNavigationGuard();
  return null;
}
