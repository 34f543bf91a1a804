/** How many single-letter edits turn one word into the other. */
const editDistance = (a: string, b: string): number => {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
};

/** How far a typo may be from the word it meant: two edits, or one in four letters of a longer word (case-study, case-studies). */
const closeEnough = (typo: string, word: string, distance: number) =>
  distance <= Math.max(2, Math.floor(Math.max(typo.length, word.length) / 4));

/** The word a typo most likely meant, for a "did you mean" in a message. */
export const nearestWord = (typo: string, words: Iterable<string>): string | undefined => {
  const [best] = [...words]
    .map((word) => ({ word, distance: editDistance(typo, word) }))
    .filter(({ word, distance }) => closeEnough(typo, word, distance))
    .sort((a, b) => a.distance - b.distance);
  return best?.word;
};
