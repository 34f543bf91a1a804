import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { publicSymlinkProblems } from '../../src/server/build/public-symlinks';

describe('symbolic links in public/', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'public-symlinks-'));
    await mkdir(path.join(root, 'private'));
    await writeFile(path.join(root, 'private', 'company.yaml'), 'name: Example');
    await mkdir(path.join(root, 'public', 'images'), { recursive: true });
    await writeFile(path.join(root, 'public', 'images', 'logo.svg'), '<svg/>');
    await symlink('../private', path.join(root, 'public', 'docs'));
    await symlink('/etc/hostname', path.join(root, 'public', 'images', 'host.txt'));
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('are refused, each named with where it points, since the build would publish that', () => {
    const problems = publicSymlinkProblems(path.join(root, 'public'));
    const rel = (file: string) => path.relative(process.cwd(), path.join(root, file));
    expect(problems.map((problem) => [problem.file, problem.reason])).toEqual([
      [rel('public/docs'), expect.stringContaining('a symbolic link to ../private: the build would publish what it points to')],
      [rel('public/images/host.txt'), expect.stringContaining('a symbolic link to /etc/hostname')],
    ]);
  });

  it('are none in the site as it is', () => {
    expect(publicSymlinkProblems()).toEqual([]);
  });
});
