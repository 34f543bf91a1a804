/** `text` as a regular expression that matches it literally. */
export const regexLiteral = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
