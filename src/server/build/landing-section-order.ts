import { ContentError } from '../../content/content-error';
import { HEADER_SECTIONS } from '../../lib/landing-sections';

const SECTIONS_FILE = 'src/lib/landing-sections.ts';

/**
 * The header's section links against the built landing page: each needs its
 * section there, and in the same order, which the scroll-spy relies on to
 * mark the section being read. A section left out of src/pages/index.tsx
 * would otherwise build without a word and its header link lead nowhere.
 */
export const landingSectionProblems = (
  landingHtml: string,
  sections: readonly { id: string }[] = HEADER_SECTIONS,
): ContentError[] => {
  const placed = sections.map(({ id }) => ({ id, at: landingHtml.search(new RegExp(`\\sid="${id}"`)) }));
  const missing = placed.filter(({ at }) => at < 0);
  if (missing.length)
    return missing.map(
      ({ id }) =>
        new ContentError(
          SECTIONS_FILE,
          undefined,
          `the header links to #${id}, which the landing page does not have: place its section in src/pages/index.tsx, or remove it here`,
        ),
    );
  const outOfOrder = placed.findIndex(({ at }, i) => i > 0 && at < placed[i - 1]!.at);
  if (outOfOrder < 0) return [];
  return [
    new ContentError(
      SECTIONS_FILE,
      undefined,
      `the header lists #${placed[outOfOrder - 1]!.id} before #${placed[outOfOrder]!.id}, but the landing page shows them the other way round: keep HEADER_SECTIONS in page order`,
    ),
  ];
};
