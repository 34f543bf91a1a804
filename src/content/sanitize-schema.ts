import { defaultSchema, type Options as SanitizeSchema } from 'rehype-sanitize';

import { BADGE_TONES, CALLOUT_TYPES, CARD_TITLE_LEVELS, PROSE_TAGS } from '../lib/prose-tags';

/**
 * GitHub's sanitize schema plus our prose elements with their allowed
 * attribute values. Markdown is edited by people, not trusted: anything not
 * listed here (raw HTML, event handlers, javascript: links) is dropped.
 */
export const sanitizeSchema: SanitizeSchema = {
  ...defaultSchema,
  tagNames: [...(defaultSchema.tagNames ?? []), ...Object.values(PROSE_TAGS)],
  attributes: {
    ...defaultSchema.attributes,
    [PROSE_TAGS.callout]: [['type', ...CALLOUT_TYPES], 'title'],
    [PROSE_TAGS.cards]: [],
    [PROSE_TAGS.card]: ['title', 'href', ['level', ...CARD_TITLE_LEVELS]],
    [PROSE_TAGS.badge]: [['tone', ...BADGE_TONES]],
    // From a :download directive, which checks it; markdown links cannot set it.
    a: [...(defaultSchema.attributes?.a ?? []), 'download'],
    // Set by remarkSiteImages, never by an editor (raw HTML is refused).
    img: [...(defaultSchema.attributes?.img ?? []), ['loading', 'lazy'], ['decoding', 'async']],
  },
  protocols: { ...defaultSchema.protocols, href: ['http', 'https', 'mailto', 'tel'] },
  // Heading ids are added after sanitizing, by trusted code, so no prefix is needed.
  clobber: [],
};
