import 'server-only';

import { icons as lucide } from '@iconify-json/lucide';
import { icons as simpleIcons } from '@iconify-json/simple-icons';
import type { IconifyJSON } from '@iconify/types';
import { getIconData, iconToHTML, iconToSVG, replaceIDs } from '@iconify/utils';

import { cn } from '../../lib/cn';

const COLLECTIONS: Record<string, IconifyJSON> = { lucide, 'simple-icons': simpleIcons };

type IconProps = {
  /** Iconify name, e.g. `lucide:mail`. */
  name: string;
  className?: string;
  /** Accessible name; without one the icon is decorative and hidden from assistive tech. */
  label?: string;
};

/** Looks up an icon in the bundled collections; unknown names fail loudly at build. */
export const getIcon = (name: string) => {
  const [prefix = '', iconName = ''] = name.split(':');
  const collection = COLLECTIONS[prefix];
  const data = collection && getIconData(collection, iconName);
  if (!data) throw new Error(`Unknown icon "${name}": add its collection to src/components/ui/icon.tsx`);
  return data;
};

/** Inline SVG rendered on the server: no request, no layout shift, no client JS. */
export function Icon({ name, className, label }: IconProps) {
  const { attributes, body } = iconToSVG(getIcon(name), { height: '1em' });
  const svg = iconToHTML(replaceIDs(body), attributes);
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <span
      className={cn('inline-flex size-5 shrink-0 [&>svg]:size-full', className)}
      {...a11y}
      // The markup comes from the bundled icon packages, not from input.
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}
