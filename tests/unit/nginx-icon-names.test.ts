import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { handleIconRequest } from '../../src/server/icons/icon-endpoint';

const shipped = readFileSync('deploy/nginx.conf', 'utf8');

/** What an http-level `map` of the shipped config gives for a value: its first matching regex's, else its default. */
const mapValue = (variable: string, value: string): string => {
  const block = new RegExp(`^ {2}map \\S+ \\${variable} \\{\\n([\\s\\S]*?)\\n {2}\\}`, 'm').exec(shipped)?.[1];
  if (!block) throw new Error(`no map for ${variable} in deploy/nginx.conf`);
  for (const [, pattern, result] of block.matchAll(/^ {4}"~(.+)" (\S+);$/gm)) {
    const match = new RegExp(pattern!).exec(value);
    // A value naming a capture (`$icon_collection_name`) is what that capture matched, empty if it matched nothing.
    if (match) return result!.startsWith('$') ? (match.groups![result!.slice(1)] ?? '') : result!;
  }
  return /^ {4}default (\S+);$/m.exec(block)![1]!.replace(/^"(.*)"$/, '$1');
};

/** Whether nginx answers `/api/icons/<file>?<query>` with the 400, as the maps of the shipped config decide. */
const nginxRefuses = (file: string, query: string): boolean => {
  const collection = mapValue('$icon_collection', `/api/icons/${file}`);
  const names = mapValue('$icon_names_sent', query);
  return mapValue('$icon_request_malformed', `${collection}|${mapValue('$icon_names_malformed', names)}`) === '1';
};

const nodeRefuses = (file: string, query: string): boolean =>
  handleIconRequest(new Request(`http://127.0.0.1/api/icons/${file}?${query}`)).status === 400;

const names = (count: number) => Array.from({ length: count }, (_, i) => `i${i}`);

describe('icon requests nginx refuses (deploy/nginx.conf)', () => {
  it.each([
    // Answered.
    'x',
    'cookie,refresh-cw',
    'cookie%2Crefresh-cw',
    'cookie%2crefresh-cw',
    ',,x,,',
    '%2Cx%2C',
    '%63ookie',
    '%6F%6f%2D%30',
    'a'.repeat(64),
    '%61'.repeat(64),
    `x,${'%61'.repeat(64)}`,
    names(64).join(','),
    `${names(64).join('%2C')},,%2C`,
    // Refused.
    '',
    ',',
    '%2C%2c',
    'Bad!',
    'BAD',
    '%4F',
    'a+b',
    'a%20b',
    'a;b',
    'x%00',
    '%',
    '%2',
    '%zz',
    '%252C',
    '%C3%A9',
    '../../etc/passwd',
    'a'.repeat(65),
    `${'a'.repeat(63)}%61%61`,
    `x%2C${'%61'.repeat(65)}`,
    names(65).join(','),
    names(65).join('%2C'),
  ])('as the Node server does: ?icons=%s', (icons) => {
    expect(nginxRefuses('lucide.json', `icons=${icons}`)).toBe(nodeRefuses('lucide.json', `icons=${icons}`));
  });

  it.each([
    // Answered.
    'a=1&icons=x',
    'icons=x&icons=Bad!',
    '%69cons=x',
    '%69%63%6F%6e%73=x',
    // Refused.
    'ICONS=x',
    'Icons=x',
    '%49CONS=x',
    'icons',
    'icons&icons=x',
    'icons=&icons=x',
    'icons=Bad!&icons=x',
    'xicons=x',
    'iconsx=x',
    'x=icons=x',
    'icons%3Dx',
    'a=1;icons=x',
  ])('reads the list by its key as the Node server does: ?%s', (query) => {
    expect(nginxRefuses('lucide.json', query)).toBe(nodeRefuses('lucide.json', query));
  });

  it.each([
    'lucide.json',
    'nope.json',
    'lucide',
    'Lucide.json',
    'luc!de.json',
    '.json',
    'a/b.json',
    'lucide.json.json',
    `${'a'.repeat(65)}.json`,
  ])('takes the collection from the path as the Node server does: %s', (file) => {
    expect(nginxRefuses(file, 'icons=x')).toBe(nodeRefuses(file, 'icons=x'));
  });
});
