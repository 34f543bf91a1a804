import { describe, expect, it } from 'vitest';

import { breadcrumbTrail } from '../../src/lib/breadcrumbs';

const titles: Record<string, string> = { '/services': 'Services', '/docs/api': 'API' };
const titleOf = (path: string) => titles[path];

describe('breadcrumb trail', () => {
  it('leads through the pages above a nested page to the page itself', () => {
    expect(breadcrumbTrail('/services/web-applications', 'Web applications', titleOf)).toEqual([
      { title: 'Services', path: '/services' },
      { title: 'Web applications', path: '/services/web-applications' },
    ]);
  });

  it('skips a folder without a page of its own, and gives a page with no page above it none', () => {
    expect(breadcrumbTrail('/docs/api/v1', 'Version 1', titleOf)).toEqual([
      { title: 'API', path: '/docs/api' },
      { title: 'Version 1', path: '/docs/api/v1' },
    ]);
    expect(breadcrumbTrail('/guides/setup', 'Setup', titleOf)).toEqual([]);
    expect(breadcrumbTrail('/about', 'About us', titleOf)).toEqual([]);
    expect(breadcrumbTrail('/services', 'Services', titleOf)).toEqual([]);
  });
});
