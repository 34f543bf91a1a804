import { describe, expect, it } from 'vitest';

import { createRouteRuleMatcher } from '../../src/lib/route-rules';
import { answeringPaths } from '../../src/server/build/answering-paths';

const pages = new Set(['/', '/about', '/services']);

const answersWith = (rules: Parameters<typeof createRouteRuleMatcher>[0]) =>
  answeringPaths({
    isPage: (path) => pages.has(path),
    isFile: (path) => path === '/logo.svg',
    matcher: createRouteRuleMatcher(rules),
  });

describe('answering paths', () => {
  it('counts pages, files and redirects that end at one of them or at another site', () => {
    const answers = answersWith({
      '/team': { redirect: { to: '/crew', status: 301 } },
      '/crew': { redirect: { to: '/about#team', status: 301 } },
      '/old/**': { redirect: { to: '/services', status: 308 } },
      '/shop': { redirect: { to: 'https://shop.example.com/', status: 302 } },
    });
    for (const path of ['/', '/about', '/logo.svg', '/team', '/old/guide', '/shop']) expect(answers(path), path).toBe(true);
    expect(answers('/abuot')).toBe(false);
  });

  it('refuses a redirect to a path nothing answers, and redirects in a circle', () => {
    const answers = answersWith({
      '/gone': { redirect: { to: '/nowhere', status: 301 } },
      '/ping': { redirect: { to: '/pong', status: 301 } },
      '/pong': { redirect: { to: '/ping', status: 301 } },
      '/self': { redirect: { to: '/self/', status: 301 } },
    });
    for (const path of ['/gone', '/ping', '/pong', '/self']) expect(answers(path), path).toBe(false);
  });

  it('follows a redirect even where a page or file is: the server redirects first', () => {
    const answers = answersWith({
      '/about': { redirect: { to: '/about/', status: 301 } },
      '/logo.svg': { redirect: { to: '/services', status: 301 } },
    });
    expect(answers('/about')).toBe(false);
    expect(answers('/logo.svg')).toBe(true);
  });
});
