import { imageSize } from 'image-size';
import { describe, expect, it, vi } from 'vitest';

import { imagesIn, renderBody } from './support/markdown';

/**
 * The header of a JPEG photo 40 pixels wide and 20 high as stored, with an
 * EXIF orientation (6: turn 90° clockwise to show). No pixel data: the size
 * is read from the headers alone.
 */
const jpeg = (orientation: number) => {
  // EXIF in big-endian TIFF: one directory entry, tag 0x0112 (Orientation), type SHORT, count 1.
  const tiff = [0x4d, 0x4d, 0x00, 0x2a, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, orientation, 0, 0, 0, 0, 0, 0];
  const exif = [...Buffer.from('Exif\0\0', 'latin1'), ...tiff];
  const app1 = [0xff, 0xe1, 0, exif.length + 2, ...exif];
  // Baseline frame: 8 bits, height 20, width 40, three components.
  const sof0 = [0xff, 0xc0, 0, 17, 8, 0, 20, 0, 40, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1];
  return Buffer.from([0xff, 0xd8, ...app1, ...sof0, 0xff, 0xd9]);
};

const PHOTOS: Record<string, Buffer> = { '/images/upright.jpg': jpeg(6), '/images/landscape.jpg': jpeg(1) };

// The photos exist for this test only: public/ is read through these two functions.
vi.mock('../../src/content/public-file', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/content/public-file')>();
  return {
    ...actual,
    findPublicFile: async (sitePath: string) => (PHOTOS[sitePath] ? { sitePath, exact: true } : actual.findPublicFile(sitePath)),
    readPublicFile: async (sitePath: string) => PHOTOS[sitePath] ?? actual.readPublicFile(sitePath),
  };
});

const imageIn = async (src: string) =>
  imagesIn(await renderBody(`![Our team on the roof](${src})`, 'private/content/test.md'))[0];

describe('photos with an EXIF orientation', () => {
  it('are read from a JPEG as stored, with the orientation beside', () => {
    expect(imageSize(jpeg(6))).toEqual({ type: 'jpg', width: 40, height: 20, orientation: 6 });
    expect(imageSize(jpeg(1))).toEqual({ type: 'jpg', width: 40, height: 20, orientation: 1 });
  });

  it('get the box of the upright picture the browser shows when stored sideways', async () => {
    expect((await imageIn('/images/upright.jpg'))?.properties).toMatchObject({ width: 20, height: 40 });
  });

  it('keep their stored size when stored as shown', async () => {
    expect((await imageIn('/images/landscape.jpg'))?.properties).toMatchObject({ width: 40, height: 20 });
  });
});
