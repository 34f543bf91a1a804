import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { companyNameIn, DRAWN_RECORD, HEADLINE, SUBLINE } from '../../scripts/assets/share-card.mjs';
import { SHARE_IMAGE_ALT } from '../../src/components/page-meta';
import { appConfig } from '../../src/config';

/** Text as words: case and punctuation (the card's "·", the alt text's commas) aside. */
const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

describe('the share image', () => {
  it('shows the company name of the app configuration and the card’s current words', () => {
    const drawn: unknown = JSON.parse(readFileSync(DRAWN_RECORD, 'utf8'));
    expect(drawn, 'public/og-image.jpg is out of date: run `node scripts/assets/render-brand-images.mjs`').toEqual({
      name: appConfig.name,
      headline: HEADLINE,
      subline: SUBLINE,
    });
  });

  it('is drawn with the name the app configuration defines', () => {
    expect(companyNameIn(readFileSync('src/config/app.config.ts', 'utf8'))).toBe(appConfig.name);
    expect(() => companyNameIn("const NAME = 'X';")).toThrow(/COMPANY_NAME/);
  });

  it('is described by its alt text: name, headline and subline', () => {
    for (const part of [appConfig.name, HEADLINE, SUBLINE]) expect(words(SHARE_IMAGE_ALT)).toContain(words(part));
  });
});
