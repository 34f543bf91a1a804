import { describe, expect, it } from 'vitest';

import { fillPlaceholders } from '../../src/content/legal';

const FILE = 'private/legal/imprint.md';
const values = { name: 'Example Software GmbH', 'address.street': 'Musterstraße 1', 'address.city': 'Köln' };

describe('placeholders in legal pages', () => {
  it('fills in the company facts', () => {
    expect(fillPlaceholders('{{name}}\n{{ address.street }}, {{address.city}}', values, FILE)).toBe(
      'Example Software GmbH\nMusterstraße 1, Köln',
    );
  });

  it('names a misspelt key with its line and the key it most likely meant', () => {
    expect(() => fillPlaceholders('{{name}}\n\n{{adress.street}}', values, FILE)).toThrow(
      `${FILE}:3: unknown placeholder {{adress.street}}: did you mean {{address.street}}?`,
    );
  });

  it('lists the keys there are when nothing is close', () => {
    expect(() => fillPlaceholders('{{bankAccount}}', values, FILE)).toThrow(
      `${FILE}:1: unknown placeholder {{bankAccount}}: write one of {{name}}, {{address.street}}, {{address.city}}`,
    );
  });
});
