import 'server-only';

import { unknownIcon } from '../server/icons/icon-collections';
import { appConfigInput } from './app.config';
import { validateAppConfig } from './validate';

export type { AppConfig, SmallLink } from './schema';

/**
 * The validated app configuration. Importing this module validates it, so
 * both `waku build` and server start fail on a bad value, an icon name
 * included: it fails here with its field, not while a page renders.
 */
export const appConfig = validateAppConfig(appConfigInput, { unknownIcon });
