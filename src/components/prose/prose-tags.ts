/**
 * The custom elements the markdown pipeline emits for prose directives and
 * the values their attributes may take. Shared by the pipeline, the
 * sanitize schema and the components that render them.
 */
export const CALLOUT_TYPES = ['note', 'tip', 'warning'] as const;
export type CalloutType = (typeof CALLOUT_TYPES)[number];

export const BADGE_TONES = ['neutral', 'primary', 'success', 'warning'] as const;
export type BadgeTone = (typeof BADGE_TONES)[number];

export const PROSE_TAGS = {
  callout: 'prose-callout',
  cards: 'prose-cards',
  card: 'prose-card',
  badge: 'prose-badge',
} as const;
