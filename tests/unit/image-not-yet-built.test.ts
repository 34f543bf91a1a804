import path from 'node:path';

import { describe, expect, it, vi } from 'vitest';

import { imagesIn, renderBody } from './support/markdown';

// A server whose build is older than public/: the build has none of its files.
vi.mock('../../src/content/public-dir', () => ({
  PUBLIC_DIR: path.resolve('dist', 'a-build-without-files'),
  PROJECT_PUBLIC_DIR: path.resolve('public'),
}));

const FILE = 'private/staging/services/audits.md';
const render = (body: string) => renderBody(body, FILE);

describe('an image in public/ that the running build does not have yet', () => {
  it('is shown unsized instead of stopping the page: the next build publishes it', async () => {
    const tree = await render('![Timeline of our first project](/images/first-project-timeline.svg)');
    expect(imagesIn(tree).map((img) => img.properties)).toEqual([
      {
        src: '/images/first-project-timeline.svg',
        alt: 'Timeline of our first project',
        loading: 'lazy',
        decoding: 'async',
      },
    ]);
  });

  it('is still refused where public/ does not have it either, as the build says', async () => {
    await expect(render('![Diagram](/images/process.svg)')).rejects.toThrow(
      `${FILE}:5:1: image /images/process.svg is no file in public/`,
    );
    await expect(render('![Timeline](/images/First-Project-Timeline.svg)')).rejects.toThrow(
      `${FILE}:5:1: image /images/First-Project-Timeline.svg is no file in public/`,
    );
  });
});
