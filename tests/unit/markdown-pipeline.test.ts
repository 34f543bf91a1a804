import type { Root } from 'hast';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { HastContent } from '../../src/components/prose/hast-content';

import { appConfigInput } from '../../src/config/app.config';
import { ContentError, problemsIn } from '../../src/content/content-error';
import { markdownToHast } from '../../src/content/markdown-processor';
import { elementsIn, renderBody } from './support/markdown';

const FILE = 'private/content/test.md';
/** The site's own address as the configuration has it, and as editors also write it. */
const SITE = appConfigInput.siteUrl;
const SITE_HTTP = SITE.replace('https://', 'http://');
const SITE_APEX = SITE.replace('://www.', '://');

const render = (body: string) => renderBody(body, FILE);

const byTag = (tree: Root, tagName: string) => elementsIn(tree).filter((el) => el.tagName === tagName);

describe('markdown pipeline', () => {
  it('turns callouts into prose-callout elements with their type and title', async () => {
    const tree = await render(':::warning[Mind the gap]\nCareful.\n:::');
    const [callout] = byTag(tree, 'prose-callout');
    expect(callout?.properties).toMatchObject({ type: 'warning', title: 'Mind the gap' });
  });

  it('builds card grids and badges', async () => {
    const tree = await render('::::cards\n:::card[One]{href="/about"}\nA\n:::\n::::\n\nText :badge[New]{tone=success}');
    expect(byTag(tree, 'prose-cards')).toHaveLength(1);
    expect(byTag(tree, 'prose-card')[0]?.properties).toMatchObject({ title: 'One', href: '/about' });
    expect(byTag(tree, 'prose-badge')[0]?.properties).toMatchObject({ tone: 'success' });
  });

  it('links cards to site paths, anchors on the page and https sites, and refuses other links', async () => {
    const cards = (href: string) => `::::cards\n:::card[One]{href="${href}"}\nA\n:::\n::::`;
    for (const href of ['/about', '#integrations', 'https://example.org/']) {
      const tree = await render(cards(href));
      expect(byTag(tree, 'prose-card')[0]?.properties.href).toBe(href);
    }
    // A backslash is a slash to browsers: /\evil.example/ is another site.
    for (const href of ['//evil.example', '/\\evil.example/', '/a\\b', 'javascript:alert(1)', 'http://example.org/', '#a b']) {
      await expect(render(cards(href))).rejects.toThrow(`${FILE}:6:1: :::card href must be a site path`);
    }
  });

  it('keeps the soft hyphen the README tells editors to mark a German compound with', async () => {
    const tree = await render('## Daten&shy;schutz\n\nDie Grund&shy;verordnung.');
    expect(JSON.stringify(tree)).toContain('Daten\u00adschutz');
    expect(JSON.stringify(tree)).toContain('Grund\u00adverordnung');
  });

  it('keeps times and colons in prose as text', async () => {
    const tree = await render('We meet at 10:30am. Note:this stays.');
    const paragraph = byTag(tree, 'p')[0]!;
    const text = paragraph.children.map((child) => (child.type === 'text' ? child.value : '')).join('');
    expect(text).toBe('We meet at 10:30am. Note:this stays.');
  });

  it('refuses raw HTML with its line, block or inline, but lets comments for editors pass', async () => {
    await expect(render('Hello\n\n<iframe src="https://evil.example"></iframe>')).rejects.toThrow(
      `${FILE}:7:1: raw HTML is not allowed`,
    );
    await expect(render('Hello <script>alert(1)</script>')).rejects.toThrow(`${FILE}:5:7: raw HTML is not allowed`);
    await expect(render('Some <b onclick="x()">bold</b> text')).rejects.toThrow(`${FILE}:5:6: raw HTML is not allowed`);
    const tree = await render('<!-- check the prices in January -->\n\nText');
    expect(JSON.stringify(tree)).not.toContain('January');
  });

  it('refuses links with a scheme other than http(s), mailto and tel, and keeps those', async () => {
    await expect(render('Fine.\n\n[bad](javascript:alert(1))')).rejects.toThrow(
      `${FILE}:7:1: links may use http, https, mailto or tel, not "javascript:"`,
    );
    await expect(render('[x]: data:text/html,hi\n\n[x]')).rejects.toThrow('not "data:"');
    const tree = await render(
      '[good](https://example.org) [mail](mailto:a@example.com) [call](tel:+492210000000) [page](/about)',
    );
    const hrefs = byTag(tree, 'a').map((a) => a.properties.href);
    expect(hrefs).toEqual(['https://example.org', 'mailto:a@example.com', 'tel:+492210000000', '/about']);
  });

  it('refuses a tel: link no phone can dial, as writing tel: before the phoneHref placeholder gives', async () => {
    for (const address of ['tel:tel:+492210000000', 'tel:02210000000', 'tel:+49-221-CALL-US', 'tel:+49(0)2210000000'])
      await expect(render(`Call [us](${address}).`), address).rejects.toThrow(
        `${FILE}:5:6: "${address}" is no number a phone can dial: write tel: and the number in international form without spaces, such as tel:+492211234567; for the company's own number write [{{phone}}]({{phoneHref}})`,
      );
    // A reference link's address is its definition's, checked there.
    await expect(render('Call [us][t].\n\n[t]: <tel:+49 221 1234>')).rejects.toThrow(
      `${FILE}:7:1: "tel:+49 221 1234" is no number a phone can dial`,
    );
    // The number as the company facts give it to read, spaces and all, written after tel:.
    const facts = { phone: '+49 221 0000000', phoneHref: 'tel:+492210000000' };
    const body = '---\ntitle: T\n---\n\nCall [us](tel:{{phone}}).';
    await expect(markdownToHast(body, FILE, facts)).rejects.toThrow(
      `${FILE}:5:6: "tel:+49 221 0000000" is no number a phone can dial`,
    );
    const filled = await markdownToHast('---\ntitle: T\n---\n\nCall [{{phone}}]({{phoneHref}}).', FILE, facts);
    expect(byTag(filled, 'a').map((a) => a.properties.href)).toEqual(['tel:+492210000000']);
    const tree = await render('[a](tel:+492210000000) [b](tel:+49-221-987654-0) [c](TEL:+49.221.0000)');
    expect(byTag(tree, 'a').map((a) => a.properties.href)).toEqual([
      'tel:+492210000000',
      'tel:+49-221-987654-0',
      // Its scheme as the sanitiser knows it: before, a capital letter there dropped the address.
      'tel:+49.221.0000',
    ]);
    const capitals = await render('[a](HTTPS://example.org) [b](Mailto:a@example.com)\n\n[c]\n\n[c]: HTTP://example.org');
    expect(byTag(capitals, 'a').map((a) => a.properties.href)).toEqual([
      'https://example.org',
      'mailto:a@example.com',
      'http://example.org',
    ]);
  });

  it('names each checkbox of a task list by its state, as a checkbox without a name fails WCAG 4.1.2', async () => {
    const tree = await render('- [x] Offer sent\n- [ ] Contract signed\n- A plain item');
    const boxes = byTag(tree, 'input').map((input) => [input.properties.checked, input.properties.ariaLabel]);
    expect(boxes).toEqual([
      [true, 'Done'],
      [false, 'To do'],
    ]);
    expect(byTag(tree, 'li').map((li) => li.properties.className)).toEqual([['task-list-item'], ['task-list-item'], undefined]);
  });

  it('refuses relative links and names the path from the site root to write instead', async () => {
    const services = 'private/content/services/index.md';
    const inServices = (body: string) => renderBody(body, services);
    await expect(inServices('See [data migration](data-migration).')).rejects.toThrow(
      `${services}:5:5: "data-migration" is a relative link, which the browser resolves against each page's address: write the path from the site root, e.g. "/services/data-migration"`,
    );
    await expect(inServices('Text.\n\n[us]: ../about.md#team\n\nAsk [us].')).rejects.toThrow(
      `${services}:7:1: "../about.md#team" is a relative link, which the browser resolves against each page's address: write the path from the site root, e.g. "/about#team"`,
    );
    await expect(render('![Diagram](diagram.svg)')).rejects.toThrow(`${FILE}:5:1: "diagram.svg" is a relative link`);
    await expect(render('[nowhere]()')).rejects.toThrow(`${FILE}:5:1: a link without an address`);
    // Browsers read a leading backslash as a slash: another site, and no URL to hint at.
    await expect(render('[x](\\\\[)')).rejects.toThrow(
      `${FILE}:5:1: "\\[" starts with "\\", which browsers read as another site`,
    );
  });

  it('reads a relative image or file as the one in public/, and a domain as another site', async () => {
    const services = 'private/content/services/x.md';
    const inServices = (body: string) => renderBody(body, services);
    const relative = (url: string, meant: string, column = 1) =>
      `${services}:5:${column}: "${url}" is a relative link, which the browser resolves against each page's address: write the path from the site root, e.g. "${meant}" for public${meant}`;
    await expect(inServices('![Our team](images/team-photo.png)')).rejects.toThrow(
      relative('images/team-photo.png', '/images/team-photo.png'),
    );
    await expect(inServices('![Our team](../images/team-photo.png)')).rejects.toThrow(
      relative('../images/team-photo.png', '/images/team-photo.png'),
    );
    await expect(inServices('![Logo](public/logo.svg)')).rejects.toThrow(relative('public/logo.svg', '/logo.svg'));
    await expect(inServices('Our [price list](downloads/prices.pdf).')).rejects.toThrow(
      relative('downloads/prices.pdf', '/downloads/prices.pdf', 5),
    );
    await expect(inServices('![Our team][team]\n\n[team]: team.jpg')).rejects.toThrow(
      `${services}:7:1: "team.jpg" is a relative link, which the browser resolves against each page's address: write the path from the site root, e.g. "/team.jpg"`,
    );
    for (const url of ['www.example.org', 'example.org/partners', 'www.example.org/logo.png']) {
      await expect(inServices(`Our [partner](${url}).`), url).rejects.toThrow(
        `${services}:5:5: "${url}" is read as a path on this site, not as another site: write the whole address, e.g. "https://${url}"`,
      );
    }
    // A file name with a dot is a file or a page, not another site.
    for (const url of ['data.json', 'node.js', 'feed.xml']) {
      await expect(inServices(`The [data](${url}).`), url).rejects.toThrow(/is a relative link/);
    }
    await expect(inServices('[About](../about.md)')).rejects.toThrow(`e.g. "/about"`);
    await expect(inServices('[Guide](guide.html)')).rejects.toThrow(`e.g. "/services/guide.html"`);
  });

  it('keeps links from the site root, anchors, queries and other schemes', async () => {
    const tree = await render('[a](/services/web-applications) [b](#top) [c](?tab=2) [d](https://example.org) [e](tel:+49221)');
    expect(byTag(tree, 'a').map((a) => a.properties.href)).toEqual([
      '/services/web-applications',
      '#top',
      '?tab=2',
      'https://example.org',
      'tel:+49221',
    ]);
  });

  it('refuses a link or image whose address has a space, as the page would show it as text', async () => {
    const printed = (written: string) =>
      `"${written}" is printed as text because its address has a space: rename the file without spaces, or write %20`;
    await expect(render('Intro\n\n![Our team](/images/team photo.png)')).rejects.toThrow(
      `${FILE}:7:1: ${printed('![Our team](/images/team photo.png)')}`,
    );
    await expect(render('See our\n[Prices](/services/prices page).')).rejects.toThrow(
      `${FILE}:6:1: ${printed('[Prices](/services/prices page)')}`,
    );
    for (const written of [
      '[**Prices**](/services/prices page)',
      '[Partner](https://example.org/our partners)',
      '[Partner](www.example.org/our partners)',
      '![Team](team photo.jpg)',
      '![Team](/images/team photo.png "The team")',
      '[Call](/contact#call us)',
    ]) {
      await expect(render(`Text ${written} text`), written).rejects.toThrow(`${FILE}:5:6: ${printed(written)}`);
    }
    await expect(render('> - Item [Prices](services/prices page)')).rejects.toThrow(
      `${FILE}:5:10: "[Prices](services/prices page)"`,
    );
  });

  it('refuses a link without words, and counts an image link’s description as its words', async () => {
    const empty = (example: string) => `a link without words: write where it leads between the brackets, e.g. ${example}`;
    await expect(render('See [](/about) for more.')).rejects.toThrow(`${FILE}:5:5: ${empty('[Our services](/about)')}`);
    await expect(render('Intro\n\n[   ](/press)')).rejects.toThrow(`${FILE}:7:1: ${empty('[Our services](/press)')}`);
    await expect(render('[ ][press]\n\n[press]: /press')).rejects.toThrow(`${FILE}:5:1: ${empty('[Our services][press]')}`);
    const tree = await render('[![Our office](/logo.svg)](/about) [**Press**](/press)');
    expect(byTag(tree, 'a').map((a) => a.properties.href)).toEqual(['/about', '/press']);
  });

  it('leaves brackets in prose, escaped brackets and code with spaced addresses alone', async () => {
    const tree = await render(
      'A quote [sic](see below), a price [net](excl. VAT) and [1] (page 4).\n\n' +
        'Escaped \\[Prices](/prices page) stays.\n\n' +
        '`![Team](/images/team photo.png)` in code.\n\n```\n[Prices](/services/prices page)\n```',
    );
    expect(byTag(tree, 'p')).toHaveLength(3);
  });

  it('refuses a reference link or footnote nothing defines, and a footnote nothing refers to, as they would show', async () => {
    const body = [
      'See [the about page][about-pgae], [Press][] and a note[^mising].',
      '',
      '[about-page]: /about',
      '',
      '[^missing]: Never shown.',
    ].join('\n');
    const error = await render(body).catch((thrown: unknown) => thrown);
    expect(problemsIn(error as Error).map((problem) => problem.message)).toEqual([
      `${FILE}:5:5: "[the about page][about-pgae]" would show as written: no line "[about-pgae]: /address" defines where it leads: did you mean [about-page]?`,
      `${FILE}:5:35: "[Press][]" would show as written: no line "[Press]: /address" defines where it leads`,
      `${FILE}:5:55: "[^mising]" would show as written: no footnote "[^mising]: …" gives its text: did you mean [^missing]?`,
      `${FILE}:9:1: the footnote [^missing] is never referred to, so its text would not show: refer to it with [^missing] or delete it`,
    ]);
  });

  it('accepts reference links and footnotes that resolve, labels matched without regard to case', async () => {
    const tree = await render(
      'See [our team][Team] and a note.[^1] Escaped \\[a][b] stays.\n\n[team]: /about\n\n[^1]: The note.',
    );
    expect(byTag(tree, 'a').map((a) => a.properties.href)).toEqual(['/about', '#user-content-fn-1', '#user-content-fnref-1']);
  });

  it("makes a :download link one the browser saves under the name given, or the file's own", async () => {
    const tree = await render(
      'Get :download[the logo]{href="/logo.svg" filename="example-logo.svg"} or :download[the same]{href="/logo.svg"}.',
    );
    const [named, plain] = byTag(tree, 'a');
    expect(named?.properties).toEqual({ href: '/logo.svg', download: 'example-logo.svg' });
    expect(named?.children).toEqual([expect.objectContaining({ type: 'text', value: 'the logo' })]);
    expect(plain?.properties).toEqual({ href: '/logo.svg', download: '' });
  });

  it('saves a :download under a name in German, with spaces', async () => {
    const tree = await render('Get :download[the sizes]{href="/logo.svg" filename="Größentabelle März 2026.pdf"}');
    expect(byTag(tree, 'a')[0]?.properties).toEqual({ href: '/logo.svg', download: 'Größentabelle März 2026.pdf' });
  });

  it('refuses a :download link that is not to a file of this site, or saves it under a path', async () => {
    for (const href of [
      '/about',
      'https://example.org/logo.svg',
      '//evil.example/x.svg',
      '/\\evil.example/x.svg',
      'logo.svg',
      'javascript:alert(1)',
    ]) {
      await expect(render(`Get :download[it]{href="${href}"}`), href).rejects.toThrow(
        `${FILE}:5:5: :download href must be the path of a file of this site`,
      );
    }
    for (const filename of ['../x.svg', 'logos/x.svg', 'logos\\x.svg', ' x.svg', '.svg', 'x'])
      await expect(render(`Get :download[it]{href="/logo.svg" filename="${filename}"}`), filename).rejects.toThrow(
        `${FILE}:5:5: :download filename must be a file name with an extension and no folders`,
      );
    await expect(render('Get :download{href="/logo.svg"}')).rejects.toThrow(`${FILE}:5:5: a download link needs a label`);
    await expect(render('Get :download[it]{href="/logo.svg" as="x.svg"}')).rejects.toThrow(
      `${FILE}:5:5: :download takes no attribute "as" (it takes href, filename)`,
    );
  });

  it('marks :foreign words with their language, and refuses a tag no screen reader knows', async () => {
    const tree = await render(
      'We are a :foreign[Gesellschaft mit beschränkter Haftung]{lang=de}, based in :foreign[Zürich]{lang=DE-ch}.',
    );
    expect(byTag(tree, 'span').map((span) => [span.properties.lang, span.children])).toEqual([
      ['de', [expect.objectContaining({ value: 'Gesellschaft mit beschränkter Haftung' })]],
      ['de-CH', [expect.objectContaining({ value: 'Zürich' })]],
    ]);
    for (const lang of ['german', 'de_DE', '', 'x'])
      await expect(render(`A :foreign[GmbH]{lang="${lang}"}`), lang).rejects.toThrow(
        `${FILE}:5:3: :foreign lang must be a language tag, e.g. lang=de or lang=fr-CH, got "${lang}"`,
      );
    await expect(render('A :foreign[]{lang=de}')).rejects.toThrow(`${FILE}:5:3: a :foreign needs its words`);
    await expect(render('A :foreign[GmbH]{lng=de}')).rejects.toThrow(
      `${FILE}:5:3: :foreign takes no attribute "lng" (did you mean "lang"?)`,
    );
  });

  it('rejects attribute values outside the schema', async () => {
    await expect(render('Text :badge[X]{tone=blink}')).rejects.toThrow(/test\.md:5:6: badge tone must be one of/);
  });

  it('refuses attributes a directive does not read, with its line and the ones it does', async () => {
    await expect(render('Intro\n\n:::note{class="wide"}\nText\n:::')).rejects.toThrow(
      `${FILE}:7:1: :::note takes no attribute "class" (it takes title)`,
    );
    await expect(render('Text :badge[New]{tome=success}')).rejects.toThrow(
      `${FILE}:5:6: :badge takes no attribute "tome" (did you mean "tone"?)`,
    );
    await expect(render('::::cards{#team}\n:::card[One]\nA\n:::\n::::')).rejects.toThrow(
      `${FILE}:5:1: ::::cards takes no attribute "id" (it takes none)`,
    );
    const tree = await render(':::tip{title="Shortcut"}\nText\n:::');
    expect(byTag(tree, 'prose-callout')[0]?.properties).toMatchObject({ type: 'tip', title: 'Shortcut' });
  });

  it('names each table after the heading it sits under, counting where a section has several', async () => {
    const table = '| a |\n| - |\n| 1 |';
    const tree = await render(`${table}\n\n## Storage :badge[New]\n\n${table}\n\n${table}\n\n### Tools we use\n\n${table}`);
    expect(byTag(tree, 'table').map((element) => element.properties.dataScrollLabel)).toEqual([
      'Table',
      'Storage, table 1 of 2',
      'Storage, table 2 of 2',
      'Tools we use',
    ]);
  });

  it('gives headings ids, and a link to their section beside them, named for it and outside the heading', async () => {
    const tree = await render('## Our approach :badge[New]\n\nText');
    const [heading] = byTag(tree, 'h2');
    expect(heading?.properties.id).toBe('our-approach');
    // Not inside: its name would be read as part of the heading's.
    expect(elementsIn({ type: 'root', children: heading!.children }).filter((el) => el.tagName === 'a')).toEqual([]);
    const [group] = byTag(tree, 'div').filter((div) => div.children.includes(heading!));
    const [anchor] = byTag(tree, 'a');
    expect(group?.children).toEqual([heading, anchor]);
    expect(anchor?.properties).toMatchObject({ href: '#our-approach', ariaLabel: 'Link to this section: Our approach' });
    expect(anchor?.properties.ariaHidden).toBeUndefined();
    expect(anchor?.properties.tabIndex).toBeUndefined();
  });

  it('gives the footnotes’ heading, which only screen readers read, no section link', async () => {
    const tree = await render('## Prices\n\nUp in March.[^1]\n\n[^1]: By 4 %.');
    const sectionLinks = byTag(tree, 'a').filter((link) => String(link.properties.ariaLabel).startsWith('Link to this section'));
    expect(sectionLinks.map((link) => link.properties.href)).toEqual(['#prices']);
    expect(byTag(tree, 'h2').map((heading) => heading.properties.id)).toEqual(['prices', 'footnote-label']);
  });

  it('leaves badges out of heading ids, so a changed badge keeps links to the section working', async () => {
    const tree = await render(
      '## Senior engineer :badge[Hiring]{tone=success}\n\nA\n\n## Working *student* :badge[From April]\n\nB\n\n## Senior engineer\n\nC',
    );
    expect(byTag(tree, 'h2').map((heading) => heading.properties.id)).toEqual([
      'senior-engineer',
      'working-student',
      'senior-engineer-1',
    ]);
  });

  it('names file and line of an unknown block directive', async () => {
    const error = await render('Intro\n\n:::marquee\nHi\n:::').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentError);
    expect((error as Error).message).toBe(
      `${FILE}:7:1: unknown directive "marquee" (known: note, tip, warning, cards, card, badge, download, foreign)`,
    );
  });

  it('says how a known directive is written when it has the wrong number of colons', async () => {
    const block = (name: string) => `${name} is a block: write :::${name}[…] on a line of its own and close it with :::`;
    const badge = 'badge sits in text with one colon: :badge[…]';
    const written: [string, string][] = [
      [':note[Careful] in text', `${FILE}:5:1: ${block('note')}`],
      ['::note[Careful]', `${FILE}:5:1: ${block('note')}`],
      ['Intro\n\n::warning{title="Careful"}', `${FILE}:7:1: ${block('warning')}`],
      ['::badge[New]', `${FILE}:5:1: ${badge}`],
      [':::badge[New]\n:::', `${FILE}:5:1: ${badge}`],
      // Not also a block never closed: it is no block at all.
      [':::badge[New]\n\nMore text', `${FILE}:5:1: ${badge}`],
      [
        '::download[The logo]{href="/logo.svg"}',
        `${FILE}:5:1: download sits in text with one colon: :download[…]{href="/file.pdf"}`,
      ],
      [
        '::cards',
        `${FILE}:5:1: cards is a block: write ::::cards on a line of its own, :::card blocks inside it, and close it with ::::`,
      ],
      [
        '::::cards\n::card[One]\n::::',
        `${FILE}:6:1: card is a block inside ::::cards: write :::card[…] on a line of its own and close it with :::`,
      ],
      // Inside a sentence, more than one colon is text that would show as written.
      ['Our new ::badge[Beta] service', `${FILE}:5:9: ${badge}`],
      ['Prices\nrise :::badge[Soon]{tone=warning} in May', `${FILE}:6:6: ${badge}`],
      ['See ::note[this]', `${FILE}:5:5: ${block('note')}`],
    ];
    for (const [body, message] of written) {
      const error = await render(body).catch((thrown: unknown) => thrown);
      expect(error, body).toBeInstanceOf(ContentError);
      expect(
        problemsIn(error as Error).map((problem) => problem.message),
        body,
      ).toEqual([message]);
    }
    const tree = await render('C++ writes std::cards[0], and `::badge[x]` is code.');
    expect(byTag(tree, 'p')).toHaveLength(1);
  });

  it('refuses a line that looks like a block directive but is not one, with its line and a hint', async () => {
    await expect(render('Intro\n\n:::note[Optional title] (also :::tip and :::warning)\nText\n:::')).rejects.toThrow(
      `${FILE}:7:1: ":::note[Optional title] (also :::tip and…" is not read as a block and would show as text: write ":::name[Title]" or ":::name{attributes}" alone on its line, with no space after the colons`,
    );
    await expect(render('::: warning[Careful]\nText\n:::')).rejects.toThrow(`${FILE}:5:1: "::: warning[Careful]" is not read`);
    await expect(render('> Quoted\n> :::tip[x] more')).rejects.toThrow(`${FILE}:6:3: ":::tip[x] more" is not read`);
  });

  it('refuses a block that is never closed, at its opening line, with the colons to close it', async () => {
    await expect(render('Intro\n\n:::note[Hi]\nText\n\n## Next section\n\nMore')).rejects.toThrow(
      `${FILE}:7:1: the :::note block opened here is never closed: put ::: on a line of its own after its text`,
    );
    await expect(render('::::cards\n:::card[One]\nA\n:::\n\nMore')).rejects.toThrow(
      `${FILE}:5:1: the ::::cards block opened here is never closed: put :::: on a line of its own after its text`,
    );
    await expect(render('::::cards\n:::card[One]\nA\n::::')).rejects.toThrow(
      `${FILE}:6:1: the :::card block opened here is never closed`,
    );
    // The first ::: closes the note around the tip together with the tip: the note is the block to change.
    await expect(render(':::note\nA\n\n:::tip\nB\n:::\n:::')).rejects.toThrow(
      `${FILE}:5:1: the :::note block opened here ends at the ::: on line 10, which was meant for the :::tip block opened on line 8: to end the note before the tip, put ::: on a line of its own above line 8; if the tip belongs inside the note, open the note with ::::note and close it with ::::`,
    );
    await expect(render('> :::warning\n> Careful.\n\nAfter')).rejects.toThrow(`${FILE}:5:3: the :::warning block opened here`);
    await expect(render('- :::tip\n  Hint\n- Next')).rejects.toThrow(`${FILE}:5:3: the :::tip block opened here`);
    await expect(render(':::note')).rejects.toThrow(`${FILE}:5:1: the :::note block opened here`);
  });

  it('blames a block left open on itself, not on the closed block inside it that its ::: ends', async () => {
    const body = [
      'Our prices are fair.', // line 5
      '',
      '## Support',
      ':::warning', // line 8
      'Calls after 6 pm are charged.',
      '',
      '## Hosting',
      '',
      'We host in Frankfurt.',
      '',
      ':::note[Prices]', // line 15
      'From 20 euros a month.',
      ':::',
      '',
      'More.',
    ].join('\n');
    const error = await render(body).catch((thrown: unknown) => thrown);
    expect(problemsIn(error as Error).map((problem) => problem.message)).toEqual([
      `${FILE}:8:1: the :::warning block opened here ends at the ::: on line 17, which was meant for the :::note block opened on line 15: to end the warning before the note, put ::: on a line of its own above line 15; if the note belongs inside the warning, open the warning with ::::warning and close it with ::::`,
    ]);
  });

  it('accepts closed blocks: nested, quoted, in lists and at the very end of the file', async () => {
    const closed = [
      ':::note[Hi]\nText\n:::',
      ':::note[Hi]\nText\n:::\n',
      ':::note\nText\n:::   \n\nAfter',
      ':::note[Empty]\n:::',
      '::::cards\n:::card[One]\nA\n:::\n:::card[Two]\nB\n:::\n::::',
      '::::note\nA\n\n:::tip\nB\n:::\n::::',
      '> :::warning\n> Careful.\n> :::\n\nAfter',
      '- :::tip\n  Hint\n  :::\n- Next',
    ];
    for (const body of closed) await expect(render(body), body).resolves.toBeDefined();
  });

  it('leaves colons in prose and code alone', async () => {
    const tree = await render(
      'Ratio 3:::2 stays.\n\n```\n:::note[x] in code\n```\n\n`:::tip` inline\n\nInline code `across\n:::note lines` too.',
    );
    expect(byTag(tree, 'p')).toHaveLength(3);
  });

  it('refuses a second page title in the body', async () => {
    await expect(render('# Title again')).rejects.toThrow(`${FILE}:5:1: the page title comes from front matter`);
  });

  it('refuses a heading that skips a level, and lets headings step back up', async () => {
    await expect(render('### Early').catch((error: Error) => problemsIn(error))).resolves.toEqual([
      new ContentError(FILE, 5, 'this ### heading skips a level after the page title: make it ##', 1),
    ]);
    await expect(
      render('## Services\n\n#### Audits\n\n#### Reviews').catch((error: Error) => problemsIn(error)),
    ).resolves.toEqual([new ContentError(FILE, 7, 'this #### heading skips a level after the ## heading above: make it ###', 1)]);
    await expect(render('## Services\n\n### Audits\n\n#### Scope\n\n## Contact')).resolves.toBeDefined();
  });

  it('titles cards one level below the heading they sit under, so the outline has no gap wherever they are', async () => {
    const cards = '::::cards\n:::card[Audit]\nA week.\n:::\n::::';
    // As the page renders them: the tag of each card's title.
    const levels = async (body: string) =>
      [
        ...renderToStaticMarkup(createElement(HastContent, { tree: await render(body), internalLink: () => null })).matchAll(
          /<h(\d)[^>]*>Audit/g,
        ),
      ].map(([, level]) => level);
    expect(await levels(`Intro.\n\n${cards}`)).toEqual(['2']);
    expect(await levels(`## Services\n\n${cards}\n\n### Detail\n\n${cards}`)).toEqual(['3', '4']);
    expect(await levels(`## A\n\n### B\n\n#### C\n\n##### D\n\n###### E\n\n${cards}`)).toEqual(['6']);
  });

  it('renders GitHub tables', async () => {
    const tree = await render('| a | b |\n| - | - |\n| 1 | 2 |');
    expect(byTag(tree, 'table')).toHaveLength(1);
  });

  it('asks for the path where a link or image is written with the site’s own address', async () => {
    await expect(render(`See [our services](${SITE}/services?ref=x#cloud).`)).rejects.toThrow(
      `${FILE}:5:5: "${SITE}/services?ref=x#cloud" is this site's own address: write the path, "/services?ref=x#cloud", which also works in preview and is checked by the build`,
    );
    await expect(render(`![Logo](${SITE_HTTP}/logo.svg)`)).rejects.toThrow(
      `${FILE}:5:1: "${SITE_HTTP}/logo.svg" is this site's own address`,
    );
    await expect(render(`Written bare: ${SITE}/about`)).rejects.toThrow('write the path, "/about"');
    await expect(render(`[Home](${SITE_APEX}/)`)).rejects.toThrow('write the path, "/"');
    await expect(
      render(`::::cards\n:::card[Cloud]{href="${SITE_APEX}/services/cloud-hosting"}\nHosting.\n:::\n::::`),
    ).rejects.toThrow(
      `${FILE}:6:1: "${SITE_APEX}/services/cloud-hosting" is this site's own address: write the path, "/services/cloud-hosting"`,
    );
    // Other hosts, subdomains included, are other sites.
    await expect(render('[Status](https://status.example.com/) and [partner](https://example.org/)')).resolves.toBeDefined();
  });
});
