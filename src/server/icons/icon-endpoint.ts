import { getIconSubset } from '../../components/ui/icon-collections';
import { ICON_ENDPOINT } from '../../lib/icons';
import { ICON_CACHE_CONTROL } from '../cache-policy';

const MAX_ICONS_PER_REQUEST = 64;
const NAME = /^[a-z0-9-]{1,64}$/;

// Any site may load the icons, with plain GETs that need no preflight: the answer carries no cookies and no secrets.
const PUBLIC_ACCESS = { 'access-control-allow-origin': '*' };

// A wrong request may be right after the next deploy. The charset as nginx adds it to JSON (charset_types in deploy/nginx.conf).
const json = (status: number, body: unknown) =>
  Response.json(body, {
    status,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': status === 200 ? ICON_CACHE_CONTROL : 'no-store',
      ...PUBLIC_ACCESS,
    },
  });

/**
 * `/api/icons/<collection>.json?icons=a,b`: Iconify JSON from the icon
 * packages the site ships, in the format the Iconify API answers with, so
 * the browser loader can use either.
 */
export const handleIconRequest = (request: Request): Response => {
  const url = new URL(request.url);
  const file = url.pathname.slice(ICON_ENDPOINT.length + 1);
  const prefix = file.replace(/\.json$/, '');
  const names = (url.searchParams.get('icons') ?? '').split(',').filter(Boolean);
  if (!NAME.test(prefix) || !names.length || names.length > MAX_ICONS_PER_REQUEST || !names.every((n) => NAME.test(n))) {
    return json(400, { error: 'expected /api/icons/<collection>.json?icons=a,b' });
  }
  // Iconify's API shape names a collection's data <collection>.json only, and a static host has no other file.
  const subset = file.endsWith('.json') ? getIconSubset(prefix, names) : null;
  return subset ? json(200, subset) : json(404, { error: `unknown collection ${prefix}` });
};
