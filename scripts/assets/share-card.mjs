// What the share image (public/og-image.jpg) says beside the company name, which comes from
// the app configuration. SHARE_IMAGE_ALT (src/components/page-meta.tsx) puts the same words
// into text; tests/unit/share-image.test.ts keeps both, and the image, in step with them.
export const HEADLINE = 'Web applications that keep working after launch day';
export const SUBLINE = 'Software studio in Cologne · hosting in Germany';

/** What the image in public/ was last drawn with, written by render-brand-images.mjs. */
export const DRAWN_RECORD = 'scripts/assets/share-image-drawn.json';

/** The company name as the app configuration defines it: the card never shows an old one. */
export const companyNameIn = (appConfigSource) => {
  const name = appConfigSource.match(/^const COMPANY_NAME = '([^']+)';$/m)?.[1];
  if (!name) throw new Error("src/config/app.config.ts has no line `const COMPANY_NAME = '…';`");
  return name;
};
