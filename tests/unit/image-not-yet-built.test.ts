import path from 'node:path';

import type { Element, Root } from 'hast';
import { describe, expect, it, vi } from 'vitest';

import { markdownToHast } from '../../src/content/markdown-processor';

// A server whose build is older than public/: the build has none of its files.
vi.mock('../../src/content/public-dir', () => ({
  PUBLIC_DIR: path.resolve('dist', 'a-build-without-files'),
  PROJECT_PUBLIC_DIR: path.resolve('public'),
}));

const FILE = 'private/staging/services/audits.md';
const render = (body: string) => markdownToHast(`---\ntitle: T\n---\n\n${body}`, FILE);

const images = (tree: Root | Element): Element[] =>
  tree.children.flatMap((child) =>
    child.type === 'element' ? [...(child.tagName === 'img' ? [child] : []), ...images(child)] : [],
  );

describe('an image in public/ that the running build does not have yet', () => {
  it('is shown unsized instead of stopping the page: the next build publishes it', async () => {
    const tree = await render('![Timeline of our first project](/images/first-project-timeline.svg)');
    expect(images(tree).map((img) => img.properties)).toEqual([
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
      `${FILE}:5: image /images/process.svg is no file in public/`,
    );
    await expect(render('![Timeline](/images/First-Project-Timeline.svg)')).rejects.toThrow(
      `${FILE}:5: image /images/First-Project-Timeline.svg is no file in public/`,
    );
  });
});
