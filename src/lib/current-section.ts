/** A section's top and bottom edge in viewport pixels. */
export type SectionBox<Id extends string> = { id: Id; top: number; bottom: number };

/** How far down the viewport the reading line sits, in percent of its height. */
export const READING_LINE_PERCENT = 45;

type Viewport = { height: number; atPageEnd: boolean; target?: string };

/**
 * The section being read: the last one whose top has passed the reading line,
 * null above the first. Scrolled to the end of the page, a tall screen runs
 * out of page before the last section's top reaches the line: then the
 * section the address names (`target`, the one the visitor jumped to) is
 * current while its top is on screen, else the last one if any of it is.
 */
export const currentSection = <Id extends string>(
  boxes: readonly SectionBox<Id>[],
  { height, atPageEnd, target }: Viewport,
): Id | null => {
  const end =
    atPageEnd &&
    [boxes.find((box) => box.id === target && box.top >= 0), boxes.at(-1)].find(
      (box) => box && box.bottom > 0 && box.top < height,
    );
  return end ? end.id : (boxes.findLast((box) => box.top <= (height * READING_LINE_PERCENT) / 100)?.id ?? null);
};
