import { readFileSync } from 'node:fs';

import { brandImageSources, DRAWN_RECORD } from '../../../scripts/assets/share-card.mjs';
import { ContentError } from '../../content/content-error';

type Drawn = ReturnType<typeof brandImageSources>;

/** What each part of the record is drawn from, as whoever changed it would name it. */
const CHANGES: Record<keyof Drawn, (drawn: Drawn, now: Drawn) => string> = {
  name: (drawn, now) => `the name "${drawn.name}", not "${now.name}" (src/config/app.config.ts)`,
  headline: (drawn, now) => `the headline "${drawn.headline}", not "${now.headline}" (scripts/assets/share-card.mjs)`,
  subline: (drawn, now) => `the subline "${drawn.subline}", not "${now.subline}" (scripts/assets/share-card.mjs)`,
  colors: () => 'other brand colours than src/styles.css has now',
  logoSha256: () => 'another logo than public/logo.svg',
};

/**
 * The share image (public/og-image.jpg) and the favicons are drawn once and
 * committed. Built after a rename, a new logo or brand colour without
 * redrawing them, every link shared to the site would still show the old
 * company: the build refuses, saying what changed and how to redraw.
 */
export const staleBrandImageProblems = (root = '.'): ContentError[] => {
  const read = (file: string) => readFileSync(`${root}/${file}`, 'utf8');
  const now = brandImageSources({
    appConfigSource: read('src/config/app.config.ts'),
    styles: read('src/styles.css'),
    logo: read('public/logo.svg'),
  });
  let drawn: Drawn;
  try {
    drawn = JSON.parse(read(DRAWN_RECORD)) as Drawn;
  } catch {
    return [new ContentError(DRAWN_RECORD, undefined, 'missing or unreadable: run node scripts/assets/render-brand-images.mjs')];
  }
  const changed = (Object.keys(CHANGES) as (keyof Drawn)[]).filter(
    (key) => JSON.stringify(drawn[key]) !== JSON.stringify(now[key]),
  );
  if (!changed.length) return [];
  return [
    new ContentError(
      DRAWN_RECORD,
      undefined,
      `the share image and the favicons in public/ show ${changed.map((key) => CHANGES[key](drawn, now)).join('; ')}: run node scripts/assets/render-brand-images.mjs to redraw them`,
    ),
  ];
};
