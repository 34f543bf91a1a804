import { readFileSync } from 'node:fs';

import { expect, it } from 'vitest';

import { BRAND_COLOR } from '../../src/lib/brand-color';

it('the theme colour is the blue of the stylesheet and the logo', () => {
  expect(readFileSync('src/styles.css', 'utf8')).toContain(`--color-primary-700: ${BRAND_COLOR};`);
  expect(readFileSync('public/logo.svg', 'utf8')).toContain(`fill="${BRAND_COLOR}"`);
});
