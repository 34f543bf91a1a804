import { describe, expect, it } from 'vitest';

import { unshownLandingProblems } from '../../src/server/build/unshown-landing-files';

const file = (name: string, title: string) => ({
  file: `private/landing/${name}.yaml`,
  data: { title, intro: 'What this section is about.' },
  lineOf: (path: readonly PropertyKey[]) => (path[0] === 'title' ? 1 : 2),
});

describe('landing files the built landing page does not show', () => {
  const html = '<main><section id="why"><h2>Why Example &amp; Co&#x27;s team?</h2></section></main>';

  it('accepts a section whose title the page shows, written as HTML', () => {
    expect(unshownLandingProblems(html, [file('why', "Why Example & Co's team?")])).toEqual([]);
  });

  it('is not fooled by the title in a link elsewhere on the page, such as the footer', () => {
    const page = `${html}<footer><a href="/case-studies">Case studies</a></footer>`;
    expect(unshownLandingProblems(page, [file('cases', 'Case studies')])).toHaveLength(1);
    expect(
      unshownLandingProblems(`<h2 id="cases-title" class="x">Case studies</h2>${page}`, [file('cases', 'Case studies')]),
    ).toEqual([]);
  });

  it('names a file with a schema but no component on the page, at its title', () => {
    expect(unshownLandingProblems(html, [file('clients', 'Who we work for')]).map((problem) => problem.message)).toEqual([
      'private/landing/clients.yaml:1: the landing page does not show this section ("Who we work for"): place its component in src/pages/index.tsx, or remove the file and its schema in src/content/landing.ts',
    ]);
  });
});
