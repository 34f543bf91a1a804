import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, expect, it } from 'vitest';

import { publicDirAnswers } from '../../src/server/build/public-dir-answers';

const publicDir = mkdtempSync(path.join(tmpdir(), 'public-dir-'));
mkdirSync(path.join(publicDir, 'downloads'));
mkdirSync(path.join(publicDir, 'about'));
for (const file of [
  'downloads/größentabelle.pdf',
  'downloads/Preisliste 2026.svg',
  'about/index.html',
  'imprint.html',
  'logo.svg',
])
  writeFileSync(path.join(publicDir, file), 'x');
afterAll(() => rmSync(publicDir, { recursive: true }));

const answers = publicDirAnswers(publicDir);

it('finds files and built pages by the percent-encoded paths links carry', () => {
  for (const sitePath of [
    '/logo.svg',
    '/about',
    '/imprint',
    '/downloads/gr%C3%B6%C3%9Fentabelle.pdf',
    '/downloads/gr%c3%b6%c3%9fentabelle.pdf',
    '/downloads/Preisliste%202026.svg',
  ])
    expect(answers(sitePath), sitePath).toBe(true);
});

it('finds nothing the servers would refuse or that is not there', () => {
  for (const sitePath of [
    '/downloads%2Fgr%C3%B6%C3%9Fentabelle.pdf',
    '/%2e%2e/etc/passwd',
    '/../etc/passwd',
    '/logo.svg%00',
    '/missing.pdf',
  ])
    expect(answers(sitePath), sitePath).toBe(false);
});
