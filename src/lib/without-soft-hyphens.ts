/**
 * Text for places that show no line breaks, or keep what they are given:
 * the tab title, link previews, search results. An editor's soft hyphen
 * (U+00AD, for a long German compound in a heading) would sit invisible inside
 * the word there, and a search for the whole word would not find a copy of it.
 */
export const withoutSoftHyphens = (text: string) => text.replaceAll('\u00AD', '');
