import { expect, test } from '@playwright/test';

import { DEPLOYMENTS } from './support/deployments';
import { oddRequestFailures, oddRequests } from './support/odd-requests';
import { get, rawHttp } from './support/raw-http';

test('a few hundred odd requests: never a 5xx, never a private file, and the server still answers', async ({}, testInfo) => {
  test.setTimeout(120_000);
  const port = DEPLOYMENTS[testInfo.project.name as keyof typeof DEPLOYMENTS].port;
  expect(oddRequests().length).toBeGreaterThan(200);
  expect(await oddRequestFailures((raw) => rawHttp(port, raw))).toEqual([]);
  const after = await rawHttp(port, get('/about'));
  expect(after.status).toBe(200);
});
