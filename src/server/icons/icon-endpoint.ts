import { createHash } from 'node:crypto';

import { getIconSubset } from './icon-collections';
import { CLIENT_ICON_NAMES, groupIconNames, ICON_ENDPOINT } from '../../lib/icons';
import { ICON_CACHE_CONTROL } from '../cache-policy';
import { notModifiedHeaders, preconditionsOf, preconditionStatus } from '../conditional-request';
import { plain } from '../responses';

const MAX_ICONS_PER_REQUEST = 64;
const NAME = /^[a-z0-9-]{1,64}$/;

// Only the icons the browser may name, by collection: what the static site's files hold. So both deployments
// answer alike, and 64 of the largest icons in the packages cost no more to ask for than the two the site uses.
const SERVED_ICONS = groupIconNames(CLIENT_ICON_NAMES);

// Any site may load the icons, with plain GETs that need no preflight: the answer carries no cookies and no secrets.
const PUBLIC_ACCESS = { 'access-control-allow-origin': '*' };

// The charset as nginx adds it to JSON (charset_types in deploy/nginx.conf).
const JSON_TYPE = 'application/json; charset=utf-8';

// A wrong request may be right after the next deploy.
const jsonError = (status: number, message: string) =>
  Response.json(
    { error: message },
    { status, headers: { 'content-type': JSON_TYPE, 'cache-control': 'no-store', ...PUBLIC_ACCESS } },
  );

/**
 * Icon data with a strong tag of its bytes, which revalidates and refuses as
 * nginx does with the file it sends instead: 304 for If-None-Match naming
 * it, the plain 412 for If-Match naming another.
 */
const iconData = (request: Request, data: unknown): Response => {
  const body = JSON.stringify(data);
  const etag = `"${createHash('sha1').update(body).digest('base64url').slice(0, 16)}"`;
  const status = preconditionStatus(preconditionsOf(request), etag);
  if (status === 412) return plain(412, 'Precondition Failed', { 'cache-control': 'no-store' });
  const headers = { 'content-type': JSON_TYPE, 'cache-control': ICON_CACHE_CONTROL, etag, ...PUBLIC_ACCESS };
  return status === 304
    ? new Response(null, { status, headers: notModifiedHeaders(headers) })
    : new Response(body, { status, headers });
};

/**
 * `/api/icons/<collection>.json?icons=a,b`: Iconify JSON of the icons the
 * browser may name (CLIENT_ICON_NAMES), from the icon packages the site
 * ships, in the format the Iconify API answers with, so the browser loader
 * can use either. Any other name is listed under `not_found`.
 */
export const handleIconRequest = (request: Request): Response => {
  const url = new URL(request.url);
  const file = url.pathname.slice(ICON_ENDPOINT.length + 1);
  const prefix = file.replace(/\.json$/, '');
  const names = (url.searchParams.get('icons') ?? '').split(',').filter(Boolean);
  if (!NAME.test(prefix) || !names.length || names.length > MAX_ICONS_PER_REQUEST || !names.every((n) => NAME.test(n))) {
    return jsonError(400, `expected ${ICON_ENDPOINT}/<collection>.json?icons=a,b`);
  }
  // Iconify's API shape names a collection's data <collection>.json only, and a static host has no other file.
  const served = file.endsWith('.json') ? SERVED_ICONS.get(prefix) : undefined;
  if (!served) return jsonError(404, `unknown collection ${prefix}`);
  const subset = getIconSubset(
    prefix,
    names.filter((name) => served.includes(name)),
  )!;
  const notServed = names.filter((name) => !served.includes(name));
  return iconData(request, notServed.length ? { ...subset, not_found: notServed } : subset);
};
