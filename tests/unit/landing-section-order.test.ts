import { describe, expect, it } from 'vitest';

import { landingSectionProblems } from '../../src/server/build/landing-section-order';

const SECTIONS = [{ id: 'services' }, { id: 'why' }, { id: 'contact' }];
const landing = (...ids: string[]) => `<main>${ids.map((id) => `<section id="${id}"><h2>${id}</h2></section>`).join('')}</main>`;
const messagesFor = (html: string) => landingSectionProblems(html, SECTIONS).map((problem) => problem.message);

describe('the header’s section links against the built landing page', () => {
  it('accepts every section in header order, whatever sits between them', () => {
    expect(messagesFor(landing('hero', 'services', 'why', 'team', 'contact'))).toEqual([]);
  });

  it('names a section the header links to but the page does not show', () => {
    expect(messagesFor(landing('services', 'contact'))).toEqual([
      'src/lib/landing-sections.ts: the header links to #why, which the landing page does not have: place its section in src/pages/index.tsx, or remove it here',
    ]);
  });

  it('names two sections the page shows in another order than the header', () => {
    expect(messagesFor(landing('why', 'services', 'contact'))).toEqual([
      'src/lib/landing-sections.ts: the header lists #services before #why, but the landing page shows them the other way round: keep HEADER_SECTIONS in page order',
    ]);
  });

  it('does not take an id that only ends like a section’s for the section', () => {
    expect(messagesFor(landing('services', 'contact') + '<div data-id="why"></div><p id="why-us"></p>')).toHaveLength(1);
  });
});
