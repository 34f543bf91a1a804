import { expect, test } from '@playwright/test';

import { DEPLOYMENTS } from './support/deployments';
import { LEAK_MARKERS, oddRequests } from './support/odd-requests';
import { get, rawHttp } from './support/raw-http';

test('a few hundred odd requests: never a 5xx, never a private file, and the server still answers', async ({}, testInfo) => {
  test.setTimeout(120_000);
  const port = DEPLOYMENTS[testInfo.project.name as keyof typeof DEPLOYMENTS].port;
  const requests = oddRequests();
  expect(requests.length).toBeGreaterThan(200);
  const failures: string[] = [];
  for (const { label, raw } of requests) {
    const { status, text } = await rawHttp(port, raw);
    // nginx answers an HTTP/0.9 request without a status line; any other silence is a failure.
    if (status >= 500 || !text) failures.push(`${label}: ${status || 'no answer'}`);
    const leak = LEAK_MARKERS.find((marker) => text.includes(marker));
    if (leak) failures.push(`${label}: leaks ${leak}`);
    if (/at \w+ \(|node:internal|\/work\/|\/srv\//.test(text)) failures.push(`${label}: stack trace or file path`);
  }
  expect(failures).toEqual([]);
  const after = await rawHttp(port, get('/about'));
  expect(after.status).toBe(200);
});
