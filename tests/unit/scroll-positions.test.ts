import { describe, expect, it } from 'vitest';

import { parseScrollPositions, serializeScrollPositions } from '../../src/lib/scroll-positions';

describe('stored scroll positions', () => {
  it('read back what was written', () => {
    const positions = new Map([
      ['entry-a', 1500],
      ['/about', 0],
    ]);
    expect(parseScrollPositions(serializeScrollPositions(positions))).toEqual(positions);
  });

  it('keep only the newest 50 entries', () => {
    const positions = new Map(Array.from({ length: 60 }, (_, index) => [`entry-${index}`, index] as [string, number]));
    const kept = parseScrollPositions(serializeScrollPositions(positions));
    expect(kept.size).toBe(50);
    expect(kept.has('entry-9')).toBe(false);
    expect(kept.get('entry-59')).toBe(59);
  });

  it.each([null, '', 'not json', '{"a":1}', '42', '[["a"]]', '[[1,2]]', '[["a",-5]]', '[["a","12"]]', '[["a",null]]'])(
    'ignore garbage: %s',
    (raw) => {
      expect(parseScrollPositions(raw).size).toBe(0);
    },
  );

  it('keep the good pairs of a list that also holds garbage', () => {
    expect([...parseScrollPositions('[["a",10],["b","x"],null,["c",20.5]]')]).toEqual([
      ['a', 10],
      ['c', 20.5],
    ]);
  });
});
