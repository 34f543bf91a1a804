import { inflateSync } from 'node:zlib';

import type { Page } from '@playwright/test';

/**
 * The colour the page shows at one point of the viewport, as [red, green, blue]:
 * read from a one-pixel screenshot. The first pixel of a PNG's first row is
 * stored as it is whatever the row's filter, so no unfiltering is needed.
 */
export const colourAt = async (page: Page, x: number, y: number): Promise<[number, number, number]> => {
  const png = await page.screenshot({ clip: { x, y, width: 1, height: 1 } });
  const data: Buffer[] = [];
  for (let offset = 8; offset < png.length;) {
    const length = png.readUInt32BE(offset);
    if (png.toString('ascii', offset + 4, offset + 8) === 'IDAT') data.push(png.subarray(offset + 8, offset + 8 + length));
    offset += length + 12;
  }
  const [, red, green, blue] = inflateSync(Buffer.concat(data));
  return [red!, green!, blue!];
};

/** Relative brightness from 0 (black) to 255 (white), near enough to tell a dark surface from a light one. */
export const brightness = ([red, green, blue]: [number, number, number]) => 0.2126 * red + 0.7152 * green + 0.0722 * blue;
