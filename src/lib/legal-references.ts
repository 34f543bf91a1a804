/** "§ 25", "§§ 312", "Art. 6": the sign or abbreviation, the space after it, and the number it belongs to. */
const REFERENCE = /(§§?|\bArt\.)\s+(?=\d)/g;

/** Joins a section sign or "Art." to its number with a no-break space, so a line never ends in "(§". */
export const joinLegalReferences = (text: string): string => text.replace(REFERENCE, '$1\u00a0');
