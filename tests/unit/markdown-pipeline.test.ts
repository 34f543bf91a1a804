import type { Element, Root } from 'hast';
import { describe, expect, it } from 'vitest';

import { ContentError } from '../../src/content/content-error';
import { markdownToHast } from '../../src/content/markdown-processor';

const FILE = 'private/content/test.md';

const render = (body: string) => markdownToHast(`---\ntitle: T\n---\n\n${body}`, FILE);

const elements = (tree: Root | Element): Element[] =>
  tree.children.flatMap((child) => (child.type === 'element' ? [child, ...elements(child)] : []));

const byTag = (tree: Root, tagName: string) => elements(tree).filter((el) => el.tagName === tagName);

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
    for (const href of ['//evil.example', 'javascript:alert(1)', 'http://example.org/', '#a b']) {
      await expect(render(cards(href))).rejects.toThrow(`${FILE}:6: :::card href must be a site path`);
    }
  });

  it('keeps times and colons in prose as text', async () => {
    const tree = await render('We meet at 10:30am. Note:this stays.');
    const paragraph = byTag(tree, 'p')[0]!;
    const text = paragraph.children.map((child) => (child.type === 'text' ? child.value : '')).join('');
    expect(text).toBe('We meet at 10:30am. Note:this stays.');
  });

  it('drops raw HTML and script', async () => {
    const tree = await render(
      'Hello <script>alert(1)</script> <b onclick="x()">bold</b>\n\n<iframe src="https://evil.example"></iframe>',
    );
    const tags = elements(tree).map((el) => el.tagName);
    expect(tags).not.toContain('script');
    expect(tags).not.toContain('iframe');
    expect(JSON.stringify(tree)).not.toContain('onclick');
  });

  it('strips javascript: link targets but keeps https and mailto', async () => {
    const tree = await render('[bad](javascript:alert(1)) [good](https://example.com) [mail](mailto:a@example.com)');
    const hrefs = byTag(tree, 'a').map((a) => a.properties.href);
    expect(hrefs).toEqual([undefined, 'https://example.com', 'mailto:a@example.com']);
  });

  it('rejects attribute values outside the schema', async () => {
    await expect(render('Text :badge[X]{tone=blink}')).rejects.toThrow(/test\.md:5: badge tone must be one of/);
  });

  it('gives headings ids and anchor links', async () => {
    const tree = await render('## Our approach\n\nText');
    const [heading] = byTag(tree, 'h2');
    expect(heading?.properties.id).toBe('our-approach');
    const [anchor] = byTag(tree, 'a');
    expect(anchor?.properties).toMatchObject({ href: '#our-approach', ariaHidden: 'true' });
  });

  it('names file and line of an unknown block directive', async () => {
    const error = await render('Intro\n\n:::marquee\nHi\n:::').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentError);
    expect((error as Error).message).toBe(
      `${FILE}:7: unknown directive "marquee" (known: note, tip, warning, cards, card, badge)`,
    );
  });

  it('refuses a second page title in the body', async () => {
    await expect(render('# Title again')).rejects.toThrow(`${FILE}:5: the page title comes from front matter`);
  });

  it('renders GitHub tables', async () => {
    const tree = await render('| a | b |\n| - | - |\n| 1 | 2 |');
    expect(byTag(tree, 'table')).toHaveLength(1);
  });
});
