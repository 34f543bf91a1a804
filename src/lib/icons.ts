import { API_PREFIX } from './api-prefix';

/** How an icon is named everywhere: its Iconify collection, a colon, its name (`lucide:mail`). */
export const ICON_NAME = /^[a-z0-9-]+:[a-z0-9-]+$/;

/** Where the site serves Iconify JSON for icons named in the browser. */
export const ICON_ENDPOINT = `${API_PREFIX}icons`;

/**
 * Icons islands name in the browser (toasts). The static build writes these
 * into /api/icons/<collection>.json, since a static host cannot read the
 * `?icons=` query; the Node server answers these too, and no others.
 */
export const CLIENT_ICON_NAMES = ['lucide:cookie', 'lucide:refresh-cw'] as const;
/** A toast may only name one of these: any other would be missing on a static host. */
export type ClientIconName = (typeof CLIENT_ICON_NAMES)[number];

/** Iconify's API settings for the browser loader. */
export const ICON_API_SETTINGS = { maxURL: 500, rotate: 750, timeout: 5000 } as const;
/** Each icon request gives up after this long, so a slow remote API falls back quickly. */
export const ICON_FETCH_TIMEOUT_MS = 1500;

export const groupIconNames = (names: readonly string[]): Map<string, string[]> => {
  const groups = new Map<string, string[]>();
  for (const name of names) {
    const [prefix = '', icon = ''] = name.split(':');
    groups.set(prefix, [...(groups.get(prefix) ?? []), icon]);
  }
  return groups;
};
