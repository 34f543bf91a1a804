import 'server-only';

import { appConfigInput } from './app.config';
import { validateAppConfig } from './validate';

export type { AppConfig, RouteRule, SmallLink, Social } from './schema';

/**
 * The validated app configuration. Importing this module validates it, so
 * both `waku build` and server start fail on a bad value.
 */
export const appConfig = validateAppConfig(appConfigInput);
