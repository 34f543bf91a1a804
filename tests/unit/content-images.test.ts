import { describe, expect, it } from 'vitest';

import { imagesIn, renderBody } from './support/markdown';

const FILE = 'private/content/test.md';

const render = (body: string) => renderBody(body, FILE);

describe('images in content', () => {
  it('carry their size from the file in public/, lazy loading and their description', async () => {
    const tree = await render('Our share card:\n\n![Example Software GmbH on a blue background](/og-image.jpg)');
    expect(imagesIn(tree).map((img) => img.properties)).toEqual([
      {
        src: '/og-image.jpg',
        alt: 'Example Software GmbH on a blue background',
        width: 1200,
        height: 630,
        loading: 'lazy',
        decoding: 'async',
      },
    ]);
  });

  it('are sized when written as references and from SVG files', async () => {
    const tree = await render('![The logo][logo]\n\n[logo]: /logo.svg');
    expect(imagesIn(tree)[0]?.properties).toMatchObject({ src: '/logo.svg', width: 32, height: 32 });
  });

  it('must be the site’s own: another site’s image would be blocked by the Content-Security-Policy', async () => {
    await expect(render('Text.\n\n![Team](https://cdn.example.org/photos/team.jpg?w=800)')).rejects.toThrow(
      `${FILE}:7:1: image "https://cdn.example.org/photos/team.jpg?w=800" is not on this site, and the Content-Security-Policy loads images only from it: put the file in public/ and write its path, e.g. /images/team.jpg`,
    );
    await expect(render('![Team](//cdn.example.org/team.jpg)')).rejects.toThrow(
      `${FILE}:5:1: image "//cdn.example.org/team.jpg" is not on this site`,
    );
  });

  it('need a description', async () => {
    await expect(render('![](/logo.svg)')).rejects.toThrow(
      `${FILE}:5:1: image /logo.svg has no description: write what it shows between the brackets, e.g. ![Our office in Cologne](/logo.svg)`,
    );
    await expect(render('![  ][logo]\n\n[logo]: /logo.svg')).rejects.toThrow(`${FILE}:5:1: image /logo.svg has no description`);
  });

  it('must be a file in public/, and no address reaches outside it', async () => {
    await expect(render('![Diagram](/images/process.svg)')).rejects.toThrow(
      `${FILE}:5:1: image /images/process.svg is no file in public/: add it as public/images/process.svg, or correct the address`,
    );
    for (const url of ['/../package.json', '/%2e%2e/package.json', '/..%2fpackage.json', '/logo.svg%00.png', '/%E0%A4%A']) {
      await expect(render(`![Secret](${url})`), url).rejects.toThrow(/: image .* is no file in public\/$/);
    }
  });

  it('are addressed from the site root, not from public/', async () => {
    await expect(render('![Timeline](/public/images/first-project-timeline.svg)')).rejects.toThrow(
      `${FILE}:5:1: image /public/images/first-project-timeline.svg: write /images/first-project-timeline.svg: files in public/ are served from the site root`,
    );
    await expect(render('![Logo](/public/Logo.svg)')).rejects.toThrow(`write /logo.svg: files in public/ are served`);
  });

  it('match the file name’s letter case, which the server tells apart', async () => {
    for (const url of ['/images/First-Project-Timeline.svg', '/Images/first-project-timeline.svg']) {
      await expect(render(`![Timeline](${url})`), url).rejects.toThrow(
        `${FILE}:5:1: image ${url} is no file in public/: did you mean /images/first-project-timeline.svg? Addresses are case-sensitive`,
      );
    }
    const tree = await render('![Timeline](/images/first-project-timeline.svg)');
    expect(imagesIn(tree)[0]?.properties.src).toBe('/images/first-project-timeline.svg');
  });

  it('are files: a folder is no image, whatever its letter case', async () => {
    await expect(render('![Pictures](/images/)')).rejects.toThrow(`${FILE}:5:1: image /images/ is no file in public/`);
    await expect(render('![Pictures](/Images)')).rejects.toThrow(/is no file in public\/$/);
  });

  it('take the first definition of a label, the one the page shows', async () => {
    const source = '![Logo][i]\n\n[i]: https://other.example/x.png\n[i]: /logo.svg';
    await expect(render(source)).rejects.toThrow(`${FILE}:5:1: image "https://other.example/x.png" is not on this site`);
  });

  it('are never looked up outside public/, not even ignoring letter case', async () => {
    for (const url of ['/../PACKAGE.json', '/%2e%2e/Package.json', '/../Public/logo.svg', '/public/../../package.json']) {
      await expect(render(`![Secret](${url})`), url).rejects.toThrow(/: image .* is no file in public\/$/);
    }
  });
});
