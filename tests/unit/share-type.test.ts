import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { PageMeta } from '../../src/components/page-meta';
import { frontMatterSchema } from '../../src/content/front-matter';

const head = (props: Parameters<typeof PageMeta>[0]) => renderToStaticMarkup(createElement(PageMeta, props));
const base = { title: 'Moving an Access database to the web', description: 'How we did it.', path: '/case-study' };

describe('what link previews show a page as', () => {
  it('a page of the website unless the front matter says article, with no article date', () => {
    const frontMatter = frontMatterSchema.parse({
      title: 'Web applications',
      description: 'Customer portals and dashboards, hosted in Germany.',
      updated: '2026-08-21',
    });
    expect(frontMatter.type).toBe('page');
    const html = head({ ...base, type: frontMatter.type, updated: frontMatter.updated });
    expect(html).toContain('<meta property="og:type" content="website"/>');
    expect(html).not.toContain('article:modified_time');
  });

  it('an article with its last change when the front matter says `type: article`', () => {
    const frontMatter = frontMatterSchema.parse({
      title: 'Case study: an Access database moves to the web',
      description: 'Fifteen years of orders, moved without a day of downtime.',
      updated: '2026-10-02',
      type: 'article',
    });
    const html = head({ ...base, type: frontMatter.type, updated: frontMatter.updated });
    expect(html).toContain('<meta property="og:type" content="article"/>');
    expect(html).toContain('<meta property="article:modified_time" content="2026-10-02"/>');
  });

  it('refuses a type it does not know, naming the field', () => {
    const result = frontMatterSchema.safeParse({ title: 'News', description: 'Twenty characters or more.', type: 'blog' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['type']);
  });
});
