import { describe, expect, it } from 'vitest';

import { problemsIn } from '../../src/content/content-error';
import { renderBody } from './support/markdown';

const FILE = 'private/content/about.md';

/** What the build says of a page with `body`, one problem a line; fails the test if the page is accepted. */
const problemLines = (body: string) =>
  renderBody(body, FILE).then(
    () => expect.unreachable(`accepted: ${body}`),
    (error: Error) => problemsIn(error).map((problem) => problem.message),
  );

const local = (written: string, path: string) =>
  `"${written}" is an address on the computer it was written on (a development server), which no visitor can reach: write the path, "${path}"`;

describe('links that only work while writing', () => {
  it('refuses links into the development server or any other address of this machine, with the path to write', async () => {
    await expect(problemLines('See [us](http://localhost:3000/about).')).resolves.toEqual([
      `${FILE}:5:5: ${local('http://localhost:3000/about', '/about')}`,
    ]);
    await expect(problemLines('Bare: http://127.0.0.1:4601/x#team')).resolves.toEqual([
      `${FILE}:5:7: ${local('http://127.0.0.1:4601/x#team', '/x#team')}`,
    ]);
    await expect(problemLines('![Logo](http://[::1]:3000/logo.svg)')).resolves.toEqual([
      `${FILE}:5:1: ${local('http://[::1]:3000/logo.svg', '/logo.svg')}`,
    ]);
    await expect(problemLines('::::cards\n:::card[Us]{href="https://localhost/about"}\nText\n:::\n::::')).resolves.toEqual([
      `${FILE}:6:1: ${local('https://localhost/about', '/about')}`,
    ]);
  });

  it('refuses a link with a preview token, without repeating the token', async () => {
    const preview = (written: string, instead: string) =>
      `"${written}" carries a preview token, which the page would publish: write it without ?preview=…, "${instead}"`;
    await expect(problemLines('Our [team](/about?preview=s3cret#team).')).resolves.toEqual([
      `${FILE}:5:5: ${preview('/about?preview=…#team', '/about#team')}`,
    ]);
    await expect(problemLines('[Staged](https://preview.example.org/news?lang=en&%70review=s3cret)')).resolves.toEqual([
      `${FILE}:5:1: ${preview('https://preview.example.org/news?lang=en&%70review=…', 'https://preview.example.org/news?lang=en')}`,
    ]);
    await expect(problemLines('[Here](?preview=s3cret)')).resolves.toEqual([
      `${FILE}:5:1: "?preview=…" carries a preview token, which the page would publish: leave it out`,
    ]);
    const [message] = await problemLines('[Dev](http://localhost:3000/about?preview=s3cret)');
    expect(message).toBe(`${FILE}:5:1: ${local('http://localhost:3000/about?preview=…', '/about')}`);
  });

  it('refuses an address without its scheme, which only the page’s own makes whole', async () => {
    await expect(problemLines('[Partner](//example.org/partners)')).resolves.toEqual([
      `${FILE}:5:1: "//example.org/partners" has no scheme: write the whole address, "https://example.org/partners"`,
    ]);
    // An image is refused for being another site's, whichever way its address is written.
    const [image, ...more] = await problemLines('![Map](//maps.example.org/cologne.png)');
    expect(image).toContain(`${FILE}:5:1: image "//maps.example.org/cologne.png" is not on this site`);
    expect(more).toEqual([]);
  });

  it('keeps other sites, other queries and addresses that merely mention those words', async () => {
    await expect(
      renderBody(
        '[a](https://example.org/?previewer=1) [b](/about?tab=preview) [c](https://localhost.example.org/) [d](mailto:dev@example.org?subject=preview) [e](/services)',
        FILE,
      ),
    ).resolves.toBeDefined();
  });
});
