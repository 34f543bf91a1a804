import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { stagedNonPages } from '../../src/server/preview/staged-non-pages';

const FIXTURE = 'tests/fixtures/staging-non-pages';

describe('files under private/staging that are not pages', () => {
  it('are each named with what happens to them instead, hidden files aside', async () => {
    expect(await stagedNonPages(path.resolve(FIXTURE))).toEqual([
      {
        file: `${FIXTURE}/images/team.svg`,
        reason: 'not previewed, as only pages can be staged: put images in public/, from where the next build publishes them',
      },
      {
        file: `${FIXTURE}/landing/services.yaml`,
        reason:
          'not previewed, as only pages can be staged: landing sections change when private/landing/ is changed and the site is built',
      },
      {
        file: `${FIXTURE}/legal/imprint.md`,
        reason:
          'previewed as a new page at /legal/imprint, not as the imprint: legal pages cannot be staged, they change when private/legal/imprint.md is changed and the site is built',
      },
      {
        file: `${FIXTURE}/notes.txt`,
        reason: 'not previewed, as only pages (.md files) can be staged: see "Previewing staged content" in the README',
      },
    ]);
  });

  it('are none where nothing is staged', async () => {
    expect(await stagedNonPages(path.resolve('tests/fixtures/no-such-folder'))).toEqual([]);
  });
});
