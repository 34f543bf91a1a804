import 'server-only';

import { createRouteRuleMatcher } from '../lib/route-rules';
import { unknownIcon } from '../server/icons/icon-collections';
import { appConfigInput } from './app.config';
import { validateAppConfig } from './validate';

export type { AppConfig, SmallLink } from './schema';

/**
 * The validated app configuration. Importing this module validates it, so
 * `waku build` fails on a bad value, an icon name included, and the server
 * at start on a bad value of its environment: here, with its field, not
 * while a page renders. The file's own values are the build's.
 */
export const appConfig = validateAppConfig(appConfigInput, { unknownIcon });

/** The route rules, ready to match a path (src/lib/route-rules.ts). */
export const routeRuleMatcher = createRouteRuleMatcher(appConfig.routeRules);
