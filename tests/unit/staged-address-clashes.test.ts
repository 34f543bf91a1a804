import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { stagedAddressClashes } from '../../src/server/preview/staged-address-clashes';

const FIXTURE = 'tests/fixtures/staged-address-clash';
const dirs = (staging: string) => [path.resolve(FIXTURE, staging), path.resolve(FIXTURE, 'content')] as const;

describe('a staged file for an address a published file of another name already gives', () => {
  it('is named with the published file to delete, and a staged copy of the same name or a new page is not', async () => {
    expect(await stagedAddressClashes(...dirs('staging'))).toEqual([
      {
        file: `${FIXTURE}/staging/services/cloud-hosting/index.md`,
        reason: `published as ${FIXTURE}/content/services/cloud-hosting/index.md, it would be a second file for /services/cloud-hosting beside ${FIXTURE}/content/services/cloud-hosting.md: delete that one when you publish this`,
      },
    ]);
  });

  it('is none where nothing is staged', async () => {
    expect(await stagedAddressClashes(...dirs('no-such-folder'))).toEqual([]);
  });
});
