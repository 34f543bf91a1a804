import type { BuildRecord } from '../../../src/vite/build-record';
import { testBuildEnv } from './deployments';

const sameEnv = (a: Record<string, string>, b: Record<string, string>) =>
  Object.keys({ ...a, ...b }).every((name) => (a[name] ?? '') === (b[name] ?? ''));

/** What made the build in dist/, judged by the build-time variables it recorded. */
const madeBy = (env: Record<string, string>): string => {
  if (Object.values(env).every((value) => value === '')) return '`npm run build`';
  const portBase = Number(/:(\d+)$/.exec(env.PREVIEW_STAGING_API ?? '')?.[1]);
  if (sameEnv(env, testBuildEnv(portBase))) return `\`npm run build:test\` with E2E_PORT_BASE=${portBase}`;
  return Object.entries(env)
    .map(([name, value]) => `${name}=${value}`)
    .join(' ');
};

/**
 * Why the build in dist/ cannot run the browser tests for this port base, or
 * undefined when it can: they need the build-time variables build:test sets
 * (the static pages ask the Node server's preview API, the icons a slow API),
 * and without them fail far from the cause ("Staged update" not found).
 */
export const testBuildProblem = (record: BuildRecord | undefined, portBase: number): string | undefined => {
  const run = `run \`npm run build:test\` (E2E_PORT_BASE=${portBase}) first`;
  if (!record) return `dist/ holds no finished build; ${run}`;
  const env = record.env ?? {};
  if (sameEnv(env, testBuildEnv(portBase))) return undefined;
  return `dist/ was built by ${madeBy(env)}; ${run}`;
};
