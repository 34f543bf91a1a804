import { icons as simpleIcons } from '@iconify-json/simple-icons';
import { describe, expect, it } from 'vitest';

import { getIconSubset } from '../../src/server/icons/icon-collections';
import { handleIconRequest } from '../../src/server/icons/icon-endpoint';

const iconRequest = (query: string) => new Request(`http://127.0.0.1/api/icons/${query}`);

describe('icon endpoint', () => {
  it('answers known icons, cached for a day and open to any origin', async () => {
    const response = handleIconRequest(iconRequest('lucide.json?icons=refresh-cw,cookie'));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(Object.keys((await response.json()).icons)).toEqual(['refresh-cw', 'cookie']);
  });

  it('answers only the icons the browser may name, as the static site does, so a long list costs nothing', async () => {
    const body = await handleIconRequest(iconRequest('lucide.json?icons=cookie,rocket,x')).json();
    expect(Object.keys(body.icons)).toEqual(['cookie']);
    expect(body.not_found).toEqual(['rocket', 'x']);
    // A collection the packages hold but the browser never asks this site for: as on a static host.
    const largest = Object.entries(simpleIcons.icons)
      .sort(([, a], [, b]) => b.body.length - a.body.length)
      .slice(0, 64)
      .map(([name]) => name);
    const response = handleIconRequest(iconRequest(`simple-icons.json?icons=${largest.join(',')}`));
    expect(response.status).toBe(404);
    expect((await response.text()).length).toBeLessThan(100);
  });

  it('tags icon data strongly by its bytes, so If-None-Match revalidates it and If-Match for another is refused', async () => {
    const path = 'lucide.json?icons=refresh-cw,cookie';
    const etag = handleIconRequest(iconRequest(path)).headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(handleIconRequest(iconRequest('lucide.json?icons=cookie')).headers.get('etag')).not.toBe(etag);
    const conditional = (headers: Record<string, string>) =>
      handleIconRequest(new Request(`http://127.0.0.1/api/icons/${path}`, { headers }));

    const revalidated = conditional({ 'if-none-match': `"other", W/${etag}` });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get('etag')).toBe(etag);
    expect(revalidated.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(await revalidated.text()).toBe('');
    expect(revalidated.headers.get('content-type')).toBeNull();
    expect(conditional({ 'if-match': etag }).status).toBe(200);
    const refused = conditional({ 'if-match': '"other"', 'if-none-match': etag });
    expect(refused.status).toBe(412);
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect(await refused.text()).toBe('Precondition Failed');
  });

  it('lists names inherited from Object as not found, not as empty icons', async () => {
    const body = await handleIconRequest(iconRequest('lucide.json?icons=constructor,cookie')).json();
    expect(Object.keys(body.icons)).toEqual(['cookie']);
    expect(body.not_found).toEqual(['constructor']);
  });

  it('does not take an inherited name for a collection', async () => {
    const response = handleIconRequest(iconRequest('constructor.json?icons=x'));
    expect(response.status).toBe(404);
    expect(getIconSubset('constructor', ['x'])).toBeNull();
    expect(getIconSubset('tostring', ['x'])).toBeNull();
  });

  it('answers a collection asked for without .json as one it does not know, as a static host does', async () => {
    const response = handleIconRequest(iconRequest('lucide?icons=x'));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'unknown collection lucide' });
  });

  it.each([
    ['a missing icon list', 'lucide.json'],
    ['a bad icon name', 'lucide.json?icons=../../etc/passwd'],
    ['an unknown collection', 'nope.json?icons=x'],
  ])('does not let caches keep %s', (_, query) => {
    const response = handleIconRequest(iconRequest(query));
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});
