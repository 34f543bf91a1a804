import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import {
  brandImageSources,
  cardColorsIn,
  companyNameIn,
  DRAWN_RECORD,
  HEADLINE,
  SUBLINE,
} from '../../scripts/assets/share-card.mjs';
import { SHARE_IMAGE_ALT } from '../../src/components/page-meta';
import { appConfig } from '../../src/config';

/** Text as words: case and punctuation (the card's "·", the alt text's commas) aside. */
const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

const sources = {
  appConfigSource: readFileSync('src/config/app.config.ts', 'utf8'),
  styles: readFileSync('src/styles.css', 'utf8'),
  logo: readFileSync('public/logo.svg', 'utf8'),
};

describe('the share image and the favicons', () => {
  it('are drawn from the current name, words, brand colours and logo', () => {
    const drawn: unknown = JSON.parse(readFileSync(DRAWN_RECORD, 'utf8'));
    expect(drawn, 'the images in public/ are out of date: run `node scripts/assets/render-brand-images.mjs`').toEqual(
      brandImageSources(sources),
    );
  });

  it('would be found out of date after a change of colour or logo', () => {
    const drawn = brandImageSources(sources);
    const recoloured = sources.styles.replace(/(--color-primary-700:\s*)#[0-9a-f]{6}/i, '$1#c0ffee');
    expect(brandImageSources({ ...sources, styles: recoloured })).not.toEqual(drawn);
    expect(brandImageSources({ ...sources, logo: `${sources.logo}<!-- redrawn -->` })).not.toEqual(drawn);
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
