import { INSPECT, messageOnly } from '../lib/print-as-message';

/**
 * A setting from the environment the server cannot start with. The operator's
 * to fix, so it prints as its message alone (scripts/serve.mjs and the build).
 */
export class EnvironmentError extends Error {
  override name = 'EnvironmentError';

  [INSPECT]() {
    return messageOnly(this);
  }
}
