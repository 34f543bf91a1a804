import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { getLandingFiles } from '../../src/content/landing';
import { parseLocatedYaml } from '../../src/content/yaml-data';
import { createRouteRuleMatcher } from '../../src/lib/route-rules';
import { anchorsInHast } from '../../src/server/build/anchors';
import { brokenInternalLinks, brokenYamlLinks } from '../../src/server/build/broken-links';
import { explainMissing } from '../../src/server/build/missing-path';
import { redirectWithinSite } from '../../src/server/build/redirect-chain';
import { renderBody } from './support/markdown';

const FILE = 'private/content/example.md';
const known = new Set(['/', '/about', '/services/web-applications', '/logo.svg']);

const pageWith = async (body: string) => ({
  file: FILE,
  path: '/example',
  body: await renderBody(body, FILE),
});

describe('broken internal links', () => {
  it('names a link to an address a route rule redirects within the site, with where to link instead', async () => {
    const matcher = createRouteRuleMatcher({
      '/team': { redirect: { to: '/about', status: 301 } },
      '/github': { redirect: { to: 'https://github.com/example', status: 302 } },
    });
    const page = await pageWith('Meet [the team](/team#people), see [our code](/github) or [about us](/about).');
    // Both answer: the chain ends on a page, or leaves for another site.
    const check = {
      answers: (path: string) => known.has(path) || ['/team', '/github'].includes(path),
      redirectOf: redirectWithinSite(matcher),
    };
    expect(brokenInternalLinks([page], check).map((error) => error.message)).toEqual([
      `${FILE}:5:6: links to /team, which a route rule redirects to /about: link there directly`,
    ]);
  });

  it('does not name the links of a page that a route rule itself redirects away', async () => {
    // That page is reported once, as one nobody can reach; its heading anchors are not links to a redirect.
    const matcher = createRouteRuleMatcher({ '/example': { redirect: { to: '/about', status: 301 } } });
    const page = await pageWith('## Our people\n\nSee [the list](#our-people).');
    const check = { answers: (path: string) => known.has(path), redirectOf: redirectWithinSite(matcher) };
    expect(brokenInternalLinks([page], check)).toEqual([]);
  });

  it('reports a link or card to a path nothing answers, with file and line', async () => {
    const page = await pageWith(
      'Fine: [about](/about), [a section](/#faq), [logo](/logo.svg).\n\nTypo: [apps](/servcies/web-applications).\n\n::::cards\n:::card[Gone]{href="/services/cloud"}\nText\n:::\n::::',
    );
    expect(brokenInternalLinks([page], { answers: (path) => known.has(path) }).map((error) => error.message)).toEqual([
      `${FILE}:7:7: links to /servcies/web-applications, which is no page or file of this site`,
      `${FILE}:10:1: links to /services/cloud, which is no page or file of this site`,
    ]);
  });

  it('leaves other sites, mail, anchors on the page and query strings alone', async () => {
    const page = await pageWith('[a](https://example.org/x) [b](mailto:a@example.com) [c](#top) [d](/about?ref=footer#team)');
    const checked: string[] = [];
    expect(brokenInternalLinks([page], { answers: (path) => (checked.push(path), known.has(path)) })).toEqual([]);
    expect(checked).toEqual(['/about']);
  });

  it('names a link with a trailing slash or index.html, which costs a redirect on every click', async () => {
    const page = await pageWith('[a](/services/web-applications/) [b](/about/index.html#team) [c](/missing/)');
    expect(brokenInternalLinks([page], { answers: (path) => known.has(path) }).map((error) => error.message)).toEqual([
      `${FILE}:5:1: links to /services/web-applications/, which the servers redirect to /services/web-applications: link there directly`,
      `${FILE}:5:34: links to /about/index.html, which the servers redirect to /about: link there directly`,
      `${FILE}:5:62: links to /missing, which is no page or file of this site`,
    ]);
  });

  it('reports a `to:` in YAML data to a path nothing answers, with file and line', () => {
    const file = 'private/landing/services.yaml';
    const schema = z.object({ items: z.array(z.object({ title: z.string(), to: z.string() })) });
    const source = 'items:\n  - title: Apps\n    to: /services/web-aplications\n  - title: Us\n    to: /about#team\n';
    const located = parseLocatedYaml({ file, source, schema });
    expect(
      brokenYamlLinks([{ file, ...located }], { answers: (path) => known.has(path) }, '/').map((error) => error.message),
    ).toEqual([`${file}:3: links to /services/web-aplications, which is no page or file of this site`]);
  });

  it('checks a `#anchor` alone in YAML data against the page the data is shown on', () => {
    const file = 'private/landing/hero.yaml';
    const schema = z.object({ actions: z.array(z.object({ label: z.string(), to: z.string() })) });
    const source = 'actions:\n  - label: Talk to us\n    to: "#kontakt"\n  - label: FAQ\n    to: "#faq"\n';
    const located = parseLocatedYaml({ file, source, schema });
    const check = { answers: (path: string) => known.has(path), anchorsOf: () => new Set(['services', 'faq', 'contact']) };
    expect(brokenYamlLinks([{ file, ...located }], check, '/').map((error) => error.message)).toEqual([
      `${file}:3: links to /#kontakt, but / has no heading or section "kontakt": did you mean #contact?`,
    ]);
  });

  it('finds the links of every landing file at their lines', async () => {
    const asked: string[] = [];
    const errors = brokenYamlLinks(
      await getLandingFiles(),
      { answers: (path) => (asked.push(path), path !== '/how-we-work') },
      '/',
    );
    expect(errors.map((error) => error.message)).toEqual([
      'private/landing/hero.yaml:12: links to /how-we-work, which is no page or file of this site',
    ]);
    expect(asked).toEqual(expect.arrayContaining(['/services/web-applications', '/services']));
  });

  it('says when a link leads to a draft, directly or through a redirect, and names the draft', async () => {
    const drafts = new Map([['/services/cloud', 'private/content/services/cloud.md']]);
    const matcher = createRouteRuleMatcher({ '/cloud': { redirect: { to: '/services/cloud', status: 301 } } });
    const page = await pageWith('[Cloud](/services/cloud) and [short](/cloud) and [typo](/abuot).');
    expect(
      brokenInternalLinks([page], { answers: (path) => known.has(path), explain: explainMissing(drafts, matcher) }).map(
        (error) => error.message,
      ),
    ).toEqual([
      `${FILE}:5:1: links to /services/cloud, which is a draft (private/content/services/cloud.md): publish it or change the link`,
      `${FILE}:5:30: links to /cloud, which is redirected to /services/cloud, a draft (private/content/services/cloud.md): publish it or change the link`,
      `${FILE}:5:50: links to /abuot, which is no page or file of this site`,
    ]);
  });

  it('names the page a mistyped link most likely meant', async () => {
    const page = await pageWith('[a](/abuot) [b](/services/web-aplications#prices) [c](/pricing) [d](/case-study)');
    const pagePaths = ['/', '/about', '/services', '/services/web-applications', '/case-studies', '/privacy'];
    const check = {
      answers: (path: string) => known.has(path),
      explain: explainMissing(new Map(), createRouteRuleMatcher({}), pagePaths),
    };
    expect(brokenInternalLinks([page], check).map((error) => error.message)).toEqual([
      `${FILE}:5:1: links to /abuot, which is no page or file of this site: did you mean /about?`,
      `${FILE}:5:13: links to /services/web-aplications, which is no page or file of this site: did you mean /services/web-applications?`,
      `${FILE}:5:51: links to /pricing, which is no page or file of this site`,
      `${FILE}:5:65: links to /case-study, which is no page or file of this site: did you mean /case-studies?`,
    ]);
  });

  it('reports an anchor its page does not have, with the one most likely meant', async () => {
    const anchors = new Map([['/about', new Set(['team', 'history'])]]);
    const page = await pageWith('[a](/about#team) [b](/about#teams) [c](/about#prices) [d](/about#top) [e](/logo.svg#x)');
    const check = { answers: (path: string) => known.has(path), anchorsOf: (path: string) => anchors.get(path) };
    expect(brokenInternalLinks([page], check).map((error) => error.message)).toEqual([
      `${FILE}:5:18: links to /about#teams, but /about has no heading or section "teams": did you mean #team?`,
      `${FILE}:5:36: links to /about#prices, but /about has no heading or section "prices"`,
    ]);
  });

  it('checks anchors on content pages from their headings', async () => {
    const target = await pageWith('## Our team\n\nText.');
    expect([...anchorsInHast(target.body)]).toEqual(expect.arrayContaining(['our-team', 'main-content']));
  });

  it('checks an anchor on the page itself against its own headings, footnotes included', async () => {
    const page = await pageWith('## Our team\n\nSee [team](#our-team), [typo](#our-teams) and a note.[^1]\n\n[^1]: A footnote.');
    const check = {
      answers: () => true,
      anchorsOf: (path: string) => (path === '/example' ? anchorsInHast(page.body) : undefined),
    };
    expect(brokenInternalLinks([page], check).map((error) => error.message)).toEqual([
      `${FILE}:7:24: links to /example#our-teams, but /example has no heading or section "our-teams": did you mean #our-team?`,
    ]);
  });

  it('takes a footnote whose label has an umlaut, whose ids remark-rehype writes percent-encoded', async () => {
    const page = await pageWith(
      'Figures from the city.[^quelle-köln]\n\n[^quelle-köln]: Stadt Köln, Statistisches Jahrbuch 2026.',
    );
    const check = { answers: () => true, anchorsOf: () => anchorsInHast(page.body) };
    expect(brokenInternalLinks([page], check)).toEqual([]);
  });

  it('names a missing path as the editor wrote it, not percent-encoded', async () => {
    const page = await pageWith('See [Über uns](/über-uns).');
    const check = { answers: (path: string) => known.has(path) };
    expect(brokenInternalLinks([page], check).map((error) => error.message)).toEqual([
      `${FILE}:5:5: links to /über-uns, which is no page or file of this site`,
    ]);
  });
});
