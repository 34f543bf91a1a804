import { createHash } from 'node:crypto';

// What the share image (public/og-image.jpg) says beside the company name, which comes from
// the app configuration. SHARE_IMAGE_ALT (src/components/page-meta.tsx) puts the same words
// into text; tests/unit/share-image.test.ts keeps both in step, and the build the image.
export const HEADLINE = 'Web applications that keep working after launch day';
export const SUBLINE = 'Software studio in Cologne · hosting in Germany';

/** What the share image and the favicons in public/ were last drawn from, written by render-brand-images.mjs. */
export const DRAWN_RECORD = 'scripts/assets/brand-images-drawn.json';

/** The company name as the app configuration defines it: the card never shows an old one. */
export const companyNameIn = (appConfigSource) => {
  const name = appConfigSource.match(/^const COMPANY_NAME = '([^']+)';$/m)?.[1];
  if (!name) throw new Error("src/config/app.config.ts has no line `const COMPANY_NAME = '…';`");
  return name;
};

/** The share card's colours, blues of the stylesheet, so that a new brand colour reaches the card too. */
export const cardColorsIn = (styles) => {
  const color = (name) => {
    const value = styles.match(new RegExp(`--color-${name}:\\s*(#[0-9a-f]{6});`, 'i'))?.[1];
    if (!value) throw new Error(`src/styles.css has no --color-${name}`);
    return value.toLowerCase();
  };
  return { gradient: [color('primary-950'), color('primary-700')], subline: color('primary-200') };
};

/**
 * Everything the brand images are drawn from: the card's name, words and
 * colours, and the logo (the favicons are the logo alone). The build
 * compares it with the record of the last drawing (src/server/build/brand-images.ts),
 * so images in an old name, old words, an old brand colour or an old logo stop it.
 */
export const brandImageSources = ({ appConfigSource, styles, logo }) => ({
  name: companyNameIn(appConfigSource),
  headline: HEADLINE,
  subline: SUBLINE,
  colors: cardColorsIn(styles),
  logoSha256: createHash('sha256').update(logo).digest('hex'),
});
