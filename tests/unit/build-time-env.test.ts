import type { UserConfig } from 'vite';
import { describe, expect, it } from 'vitest';

import { buildTimeEnv } from '../../src/vite/build-time-env';

const defines = (env: NodeJS.ProcessEnv) =>
  ((buildTimeEnv(env).config as () => UserConfig)().define ?? {}) as Record<string, string>;

describe('build-time variables', () => {
  it('are written into the bundles as the values at build', () => {
    expect(
      defines({ PREVIEW_STAGING_API: 'https://staging.example.com', ICONS_REMOTE_API: 'https://api.iconify.design' }),
    ).toEqual({
      'process.env.PREVIEW_STAGING_API': '"https://staging.example.com"',
      'process.env.ICONS_REMOTE_API': '"https://api.iconify.design"',
      // The cookie answer's key names the service it covers.
      'import.meta.env.CONSENT_STORAGE_KEY': '"cookie-consent:api.iconify.design"',
    });
  });

  it('are written as empty strings when unset, so a value at server start cannot fill them in', () => {
    expect(defines({})).toEqual({
      'process.env.PREVIEW_STAGING_API': '""',
      'process.env.ICONS_REMOTE_API': '""',
      'import.meta.env.CONSENT_STORAGE_KEY': '"cookie-consent"',
    });
  });
});
