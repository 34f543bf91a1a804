import { describe, expect, it } from 'vitest';

import { testBuildProblem } from '../e2e/support/test-build';

const finished = (env: Record<string, string>) => ({ id: 'abc123', finishedAt: '2026-11-23T10:00:00.000Z', env });
const BUILD_TEST_4800 = { PREVIEW_STAGING_API: 'http://127.0.0.1:4800', ICONS_REMOTE_API: 'http://127.0.0.1:4802' };

describe('the build the browser tests run against', () => {
  it('is fine when build:test made it for the same E2E_PORT_BASE', () => {
    expect(testBuildProblem(finished(BUILD_TEST_4800), 4800)).toBeUndefined();
  });

  it('is refused when a plain npm run build made it', () => {
    expect(testBuildProblem(finished({ PREVIEW_STAGING_API: '', ICONS_REMOTE_API: '' }), 4800)).toBe(
      'dist/ was built by `npm run build`; run `npm run build:test` (E2E_PORT_BASE=4800) first',
    );
  });

  it('is refused when build:test made it for other ports, naming them', () => {
    expect(testBuildProblem(finished(BUILD_TEST_4800), 4180)).toBe(
      'dist/ was built by `npm run build:test` with E2E_PORT_BASE=4800; run `npm run build:test` (E2E_PORT_BASE=4180) first',
    );
  });

  it('is refused when it did not finish', () => {
    expect(testBuildProblem(undefined, 4180)).toBe(
      'dist/ holds no finished build; run `npm run build:test` (E2E_PORT_BASE=4180) first',
    );
  });
});
