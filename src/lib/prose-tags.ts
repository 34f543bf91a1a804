/**
 * The custom elements the markdown pipeline emits for prose directives and
 * the values their attributes may take. Shared by the pipeline, the
 * sanitize schema and the components that render them.
 */
export const CALLOUT_TYPES = ['note', 'tip', 'warning'] as const;
export type CalloutType = (typeof CALLOUT_TYPES)[number];

export const BADGE_TONES = ['neutral', 'primary', 'success', 'warning'] as const;
export type BadgeTone = (typeof BADGE_TONES)[number];

/** The heading levels a card's title may take: one below the section the cards are in. */
export const CARD_TITLE_LEVELS = ['2', '3', '4', '5', '6'] as const;
export type CardTitleLevel = (typeof CARD_TITLE_LEVELS)[number];

export const PROSE_TAGS = {
  callout: 'prose-callout',
  cards: 'prose-cards',
  card: 'prose-card',
  badge: 'prose-badge',
} as const;
