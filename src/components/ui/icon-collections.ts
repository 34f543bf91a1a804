import 'server-only';

import { icons as lucide } from '@iconify-json/lucide';
import { icons as simpleIcons } from '@iconify-json/simple-icons';
import type { IconifyJSON } from '@iconify/types';
import { getIconData, getIcons } from '@iconify/utils';

/** The icon sets the site ships; server components inline from them, the icon endpoint serves them. */
export const ICON_COLLECTIONS: Readonly<Record<string, IconifyJSON>> = { lucide, 'simple-icons': simpleIcons };

/** Looks up `prefix:name`; unknown names fail loudly, at build for server components. */
export const getIcon = (name: string) => {
  const [prefix = '', iconName = ''] = name.split(':');
  const collection = ICON_COLLECTIONS[prefix];
  const data = collection && getIconData(collection, iconName);
  if (!data) throw new Error(`Unknown icon "${name}": add its collection to src/components/ui/icon-collections.ts`);
  return data;
};

/** An Iconify JSON subset with the named icons of one collection, or null for an unknown collection. */
export const getIconSubset = (prefix: string, names: readonly string[]): IconifyJSON | null => {
  const collection = ICON_COLLECTIONS[prefix];
  if (!collection) return null;
  return getIcons(collection, [...names], true);
};
