import { readFileSync } from 'node:fs';

import { expect, it } from 'vitest';

import { numberWord } from './support/number-words';

it('nginx keeps its logs as long as the privacy policy says, not Debian’s 14 days', () => {
  const rules = readFileSync('deploy/logrotate-nginx', 'utf8');
  const setting = (name: string) => Number(new RegExp(`^\\s*${name} (\\d+)$`, 'm').exec(rules)?.[1]);
  expect(rules).toMatch(/^\s*daily$/m);
  // maxage only acts when a log is rotated: an empty log that is not rotated would keep older ones for weeks.
  expect(rules).toMatch(/^\s*ifempty$/m);
  expect(rules).not.toMatch(/^\s*notifempty$/m);
  // Today's file and the rotated ones: as many days as the oldest entry may reach.
  const days = setting('rotate') + 1;
  expect(setting('maxage')).toBe(days);
  const policy = readFileSync('private/legal/privacy.md', 'utf8');
  expect(policy).toContain(`deleted automatically after ${numberWord(days)} days`);
  expect(policy).toContain(`we keep server logs for ${numberWord(days)} days`);
});
