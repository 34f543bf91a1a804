import { EnvironmentError } from './environment-error';

/**
 * TRUST_PROXY from the environment: `1` behind one reverse proxy, `0` or
 * unset without. Anything else stops the server, because reading `true` as
 * "no proxy" would quietly drop HSTS and count every visitor as the proxy.
 */
export const readTrustProxy = (env: Record<string, string | undefined>): boolean => {
  const value = env.TRUST_PROXY?.trim() ?? '';
  if (value === '1') return true;
  if (value === '0' || value === '') return false;
  throw new EnvironmentError(`TRUST_PROXY must be 1 (behind a reverse proxy) or 0 (none), not "${env.TRUST_PROXY}".`);
};
