import { readFileSync } from 'node:fs';

import { expect, it } from 'vitest';

it('the tip on /how-we-work speaks of a stack the IT department has standardised on, a choice that still holds', () => {
  const source = readFileSync('private/content/how-we-work.md', 'utf8');
  const tip = /^:::tip\[Bring your own stack\]\n([\s\S]*?)\n:::$/m.exec(source)?.[1];
  expect(tip).toBe(
    'If your IT department has standardised on .NET or PHP, we work with that. Our defaults are defaults, not conditions.',
  );
});
