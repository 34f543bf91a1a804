import 'server-only';

import { icons as lucide } from '@iconify-json/lucide';
import { icons as simpleIcons } from '@iconify-json/simple-icons';
import type { IconifyJSON } from '@iconify/types';
import { getIconData, getIcons } from '@iconify/utils';

import { nearestWord } from '../../lib/nearest-word';
import { orList } from '../../lib/word-lists';

/** The icon sets the site ships; server components inline from them, the icon endpoint serves them. */
const ICON_COLLECTIONS: Readonly<Record<string, IconifyJSON>> = { lucide, 'simple-icons': simpleIcons };

// Own properties only: names come from requests, and `constructor` must not find Object's.
const collectionOf = (prefix: string): IconifyJSON | undefined =>
  Object.hasOwn(ICON_COLLECTIONS, prefix) ? ICON_COLLECTIONS[prefix] : undefined;

const hasIcon = (collection: IconifyJSON, name: string) =>
  Object.hasOwn(collection.icons, name) || (collection.aliases !== undefined && Object.hasOwn(collection.aliases, name));

/**
 * Why `prefix:name` is no icon the site ships, in words for whoever wrote the
 * name (landing YAML, app config); undefined for an icon it ships.
 */
export const unknownIcon = (name: string): string | undefined => {
  const [prefix = '', iconName = ''] = name.split(':');
  const collection = collectionOf(prefix);
  if (!collection) return `no icon collection "${prefix}"; use ${orList(Object.keys(ICON_COLLECTIONS))}`;
  if (!hasIcon(collection, iconName)) {
    const meant = nearestWord(iconName, [...Object.keys(collection.icons), ...Object.keys(collection.aliases ?? {})]);
    const suggestion = meant ? `: did you mean "${prefix}:${meant}"? Or` : ';';
    return `no icon "${iconName}" in ${prefix}${suggestion} see https://icon-sets.iconify.design/${prefix}/`;
  }
  return undefined;
};

/** Looks up `prefix:name`; unknown names fail loudly, at build for server components. */
export const getIcon = (name: string) => {
  const [prefix = '', iconName = ''] = name.split(':');
  const collection = collectionOf(prefix);
  const data = collection && hasIcon(collection, iconName) && getIconData(collection, iconName);
  if (data) return data;
  const hint = collection ? '' : ', or add its collection to src/server/icons/icon-collections.ts';
  throw new Error(`Unknown icon "${name}": ${unknownIcon(name)}${hint}`);
};

/**
 * An Iconify JSON subset with the named icons of one collection, unknown
 * names listed under `not_found`, or null for an unknown collection.
 */
export const getIconSubset = (prefix: string, names: readonly string[]): IconifyJSON | null => {
  const collection = collectionOf(prefix);
  if (!collection) return null;
  // @iconify/utils reads names as plain properties (inherited ones too), so unknown names are sorted out first.
  const known = names.filter((name) => hasIcon(collection, name));
  const unknown = names.filter((name) => !hasIcon(collection, name));
  const subset = getIcons(collection, known, true)!;
  return unknown.length ? { ...subset, not_found: [...(subset.not_found ?? []), ...unknown] } : subset;
};
