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

/** The word a typo most likely meant: two edits away at most, for a "did you mean" in a message. */
export const nearestWord = (typo: string, words: Iterable<string>): string | undefined => {
  const [best] = [...words]
    .map((word) => ({ word, distance: editDistance(typo, word) }))
    .filter(({ distance }) => distance <= 2)
    .sort((a, b) => a.distance - b.distance);
  return best?.word;
};
