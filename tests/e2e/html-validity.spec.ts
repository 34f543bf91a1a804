import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

import { expect, test } from '@playwright/test';
import vnuJar from 'vnu-jar';

const PAGE_TYPES = {
  landing: '/',
  content: '/services/web-applications',
  imprint: '/imprint',
  privacy: '/privacy',
  'not-found': '/no-such-page',
  // The fatal 404 of a path that fails the validity check: a page of its own, written without React.
  'invalid-path': '/Web_Apps',
};

test('the Nu HTML Checker finds no errors on any page type', async ({ request }, testInfo) => {
  test.skip(testInfo.project.name !== 'server', 'both deployments serve the same files');
  test.setTimeout(60_000);
  const dir = await mkdtemp(path.join(tmpdir(), 'vnu-'));
  const files: string[] = [];
  for (const [name, url] of Object.entries(PAGE_TYPES)) {
    const file = path.join(dir, `${name}.html`);
    await writeFile(file, await (await request.get(url)).text());
    files.push(file);
  }
  const { stdout, stderr } = await promisify(execFile)('java', [
    '-jar',
    vnuJar,
    '--errors-only',
    '--format',
    'json',
    ...files,
  ]).catch((error: { code?: string; stdout: string; stderr: string }) => {
    if (error.code === 'ENOENT') throw new Error('The Nu HTML Checker needs Java: apt-get install -y default-jre-headless');
    return error;
  });
  // It reports as JSON, errors or none; no report at all means it did not run.
  const report = stderr || stdout;
  expect(report, 'the checker printed no report').not.toBe('');
  const messages = (JSON.parse(report).messages as { url: string; message: string; lastLine: number }[]).map(
    (m) => `${path.basename(m.url)}:${m.lastLine} ${m.message}`,
  );
  expect(messages).toEqual([]);
});
