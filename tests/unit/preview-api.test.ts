import { describe, expect, it } from 'vitest';

import { PREVIEW_API_PATHS } from '../../src/lib/preview';
import { createPreviewApi } from '../../src/server/preview/preview-api';
import { createFailureLimiter } from '../../src/server/preview/rate-limit';

const TOKEN = 'a-preview-token-of-some-length';
const api = (token: string | undefined) =>
  createPreviewApi({
    getToken: () => token,
    allowedOrigins: [],
    limiter: createFailureLimiter({ limit: 3 }),
    findStagingProblems: async () => ({ problems: [], notes: [] }),
  });
const status = (bearer: string) =>
  new Request(`https://www.example.com${PREVIEW_API_PATHS.status}`, { headers: { authorization: `Bearer ${bearer}` } });

describe('preview API status', () => {
  it('says preview is off on a server without a token, apart from a refused one', async () => {
    const off = await api(undefined)(status('anything'), '1.2.3.4');
    expect(off.status).toBe(404);
    expect(await off.json()).toEqual({ error: 'preview is off on this server' });
    expect((await api(TOKEN)(status('wrong-token'), '1.2.3.4')).status).toBe(401);
    expect((await api(TOKEN)(status(TOKEN), '1.2.3.4')).status).toBe(200);
  });
});
