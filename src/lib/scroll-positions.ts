/** Where the visitor was on each history entry: the stored form (see islands/scroll-store.ts). */

/** Enough for any real back-and-forth; the oldest entries go first. */
const MAX_ENTRIES = 50;

/** What was stored, or nothing: anything but a list of [key, non-negative number] pairs is ignored. */
export const parseScrollPositions = (raw: string | null): Map<string, number> => {
  const positions = new Map<string, number>();
  if (!raw) return positions;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return positions;
  }
  if (!Array.isArray(value)) return positions;
  for (const entry of value) {
    if (Array.isArray(entry) && typeof entry[0] === 'string' && Number.isFinite(entry[1]) && entry[1] >= 0) {
      positions.set(entry[0], entry[1] as number);
    }
  }
  return positions;
};

export const serializeScrollPositions = (positions: Map<string, number>): string =>
  JSON.stringify([...positions].slice(-MAX_ENTRIES));
