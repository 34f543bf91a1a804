import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { unchangedStagedPages } from '../../src/server/preview/unchanged-staged-pages';

const FIXTURE = 'tests/fixtures/unchanged-staging';
const dirs = (name: string) => [path.resolve(FIXTURE, name), path.resolve(FIXTURE, 'content')] as const;

describe('a staged page that is its published page unchanged', () => {
  it('is named with what to do, and a changed or new staged page is not', async () => {
    expect(await unchangedStagedPages(...dirs('staging'))).toEqual([
      {
        file: `${FIXTURE}/staging/about.md`,
        reason: `the same as ${FIXTURE}/content/about.md, so it shows nothing new, and in preview it would hide later changes to the published page: delete it`,
      },
    ]);
  });

  it('is none where nothing is staged', async () => {
    expect(await unchangedStagedPages(...dirs('no-such-folder'))).toEqual([]);
  });
});
