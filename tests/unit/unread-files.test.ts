import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { ContentError } from '../../src/content/content-error';
import { readRequiredFile } from '../../src/content/read-required-file';
import { LANDING_FILES } from '../../src/content/landing';
import { findUnreadFiles } from '../../src/content/unread-files';

const FIXTURE = 'tests/fixtures/private-unread';

describe('files under private/ that nothing reads', () => {
  it('are each named with where the file belongs; pages, the files read and hidden files aside', async () => {
    const problems = await findUnreadFiles(path.resolve(FIXTURE));
    expect(problems.map(({ file, reason }) => ({ file: file.replace(`${FIXTURE}/`, ''), reason }))).toEqual([
      { file: 'company.yml', reason: 'not read: the company facts are read from company.yaml' },
      {
        file: 'content/images/team.png',
        reason: 'not served, as nothing under private/ is: put images under public/images/ and write them as /images/…',
      },
      { file: 'content/notes.txt', reason: 'not read: only .md files under private/content/ are pages' },
      {
        file: 'landing/team.yaml',
        // Every section the site has, whichever those are: a new one is not also a change to this test.
        reason: expect.stringMatching(
          /^not read: the landing page's sections are ([a-z-]+\.yaml, )*[a-z-]+\.yaml and [a-z-]+\.yaml in private\/landing\/; a new section also needs its schema in src\/content\/landing\.ts and a component in src\/components\/sections\/ placed in src\/pages\/index\.tsx$/,
        ),
      },
      { file: 'landing/Why.yml', reason: 'not read: that section is read from why.yaml' },
      {
        file: 'legal/cookies.md',
        reason:
          'not read: the legal pages are the imprint (imprint.md) and the privacy policy (privacy.md); for a page at /cookies, move the file to private/content/cookies.md',
      },
      {
        file: 'notes.md',
        reason: 'not read: private/ holds company.yaml and the folders content/, landing/, legal/ and staging/',
      },
    ]);
    const team = problems.find((problem) => problem.file.endsWith('landing/team.yaml'))!;
    for (const section of LANDING_FILES) expect(team.reason).toContain(` ${section}.yaml`);
    expect(problems.every((problem) => problem instanceof ContentError)).toBe(true);
  });

  it('are none in the site’s own private/ folder', async () => {
    expect(await findUnreadFiles(path.resolve('private'))).toEqual([]);
  });
});

describe('a file the site cannot do without', () => {
  it('is named with what it holds when it is missing', async () => {
    await expect(readRequiredFile(path.resolve(FIXTURE, 'legal/privacy.md'), 'the privacy policy')).rejects.toThrow(
      new ContentError(`${FIXTURE}/legal/privacy.md`, undefined, 'missing: it holds the privacy policy'),
    );
  });
});
