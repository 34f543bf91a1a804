import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, it, vi } from 'vitest';

import { PageMeta } from '../../src/components/page-meta';

// The site's rules plus two that keep pages out of search engines, one by middleware, one by its own header.
vi.mock('../../src/config', async (importOriginal) => {
  const config = await importOriginal<typeof import('../../src/config')>();
  const { createRouteRuleMatcher } = await import('../../src/lib/route-rules');
  return {
    ...config,
    routeRuleMatcher: createRouteRuleMatcher({
      ...config.appConfig.routeRules,
      '/internal/**': { middleware: ['noindex'] },
      '/press': { headers: { 'X-Robots-Tag': 'None' } },
    }),
  };
});

const head = (path: string) =>
  renderToStaticMarkup(createElement(PageMeta, { title: 'A page', description: 'What it is about.', path }));

it('a page a route rule keeps out of search engines says noindex and names no canonical address to index instead', () => {
  for (const path of ['/internal/handbook', '/press']) {
    expect(head(path), path).toContain('<meta name="robots" content="noindex"/>');
    expect(head(path), path).not.toContain('rel="canonical"');
  }
  expect(head('/about')).toContain('<link rel="canonical" href="https://www.example.com/about"/>');
  expect(head('/about')).not.toContain('noindex');
});
