/** A section's top and bottom edge in viewport pixels. */
export type SectionBox<Id extends string> = { id: Id; top: number; bottom: number };

/** How far down the viewport the reading line sits, as a fraction of its height. */
export const READING_LINE = 0.45;

type Viewport = { height: number; atPageEnd: boolean };

/**
 * The section being read: the last one whose top has passed the reading line,
 * null above the first. Scrolled to the end of the page, the last section is
 * current if any of it is on screen: a tall screen runs out of page before
 * its top reaches the line.
 */
export const currentSection = <Id extends string>(
  boxes: readonly SectionBox<Id>[],
  { height, atPageEnd }: Viewport,
): Id | null => {
  const last = boxes.at(-1);
  if (atPageEnd && last && last.bottom > 0 && last.top < height) return last.id;
  const line = height * READING_LINE;
  return boxes.findLast((box) => box.top <= line)?.id ?? null;
};
