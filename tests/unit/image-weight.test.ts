import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { afterAll, describe, expect, it, vi } from 'vitest';

import { imagesIn, renderBody } from './support/markdown';

const PUBLIC = vi.hoisted(() => `${process.env.TMPDIR ?? '/tmp'}/image-weight-${process.pid}`);
vi.mock('../../src/content/public-dir', () => ({ PUBLIC_DIR: PUBLIC, PROJECT_PUBLIC_DIR: PUBLIC }));

/** A PNG header for a photo of `width` × `height` pixels, padded to `bytes`: what image-size reads of a camera picture. */
const png = (width: number, height: number, bytes: number) => {
  const header = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(header, 0);
  header.writeUInt32BE(13, 8);
  header.write('IHDR', 12, 'latin1');
  header.writeUInt32BE(width, 16);
  header.writeUInt32BE(height, 20);
  header.writeUInt8(8, 24);
  header.writeUInt8(2, 25);
  return Buffer.concat([header, Buffer.alloc(bytes - header.length)]);
};

mkdirSync(path.join(PUBLIC, 'images'), { recursive: true });
writeFileSync(path.join(PUBLIC, 'images/office.png'), png(1600, 900, 400_000));
writeFileSync(path.join(PUBLIC, 'images/camera.png'), png(6000, 4000, 4_200_000));
writeFileSync(path.join(PUBLIC, 'images/just-over.png'), png(1600, 900, 1_000_001));
writeFileSync(path.join(PUBLIC, 'images/at-limit.png'), png(1600, 900, 1_000_000));
afterAll(() => rmSync(PUBLIC, { recursive: true, force: true }));

const FILE = 'private/content/about.md';
const render = (body: string) => renderBody(body, FILE);

describe('the weight of an image in content', () => {
  it('lets a picture saved for the web through', async () => {
    const tree = await render('![Our office in Cologne](/images/office.png)');
    expect(imagesIn(tree)[0]?.properties).toMatchObject({ width: 1600, height: 900 });
  });

  it('takes an image of exactly the limit, and says one a byte over is over it', async () => {
    await expect(render('![Our office in Cologne](/images/at-limit.png)')).resolves.toBeDefined();
    await expect(render('![Our office in Cologne](/images/just-over.png)')).rejects.toThrow(
      'image /images/just-over.png is 1.1 MB, at most 1.0 MB',
    );
  });

  it('refuses a photo straight from the camera, with its size and what to do', async () => {
    await expect(render('![Our office in Cologne](/images/camera.png)')).rejects.toThrow(
      `${FILE}:5:1: image /images/camera.png is 4.2 MB, at most 1.0 MB: save it smaller, e.g. 1600 pixels wide as JPEG or WebP, so the page loads quickly on a phone`,
    );
  });
});
