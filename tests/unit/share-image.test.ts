import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { cardColorsIn, companyNameIn, HEADLINE, SUBLINE } from '../../scripts/assets/share-card.mjs';
import { SHARE_IMAGE_ALT } from '../../src/components/page-meta';
import { appConfig } from '../../src/config';

/** Text as words: case and punctuation (the card's "·", the alt text's commas) aside. */
const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

describe('the share image and the favicons', () => {
  it('take their colours from the stylesheet, and say which one it lacks', () => {
    expect(() => cardColorsIn(':root {}')).toThrow(/--color-primary-950/);
  });

  it('take the name the app configuration defines', () => {
    expect(companyNameIn(readFileSync('src/config/app.config.ts', 'utf8'))).toBe(appConfig.name);
    expect(() => companyNameIn("const NAME = 'X';")).toThrow(/COMPANY_NAME/);
  });

  it('the share image is described by its alt text: name, headline and subline', () => {
    for (const part of [appConfig.name, HEADLINE, SUBLINE]) expect(words(SHARE_IMAGE_ALT)).toContain(words(part));
  });
});
