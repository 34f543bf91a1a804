import 'server-only';

import { iconToHTML, iconToSVG, replaceIDs } from '@iconify/utils';

import { cn } from '../../lib/cn';
import { getIcon } from '../../server/icons/icon-collections';

type IconProps = {
  /** Iconify name, e.g. `lucide:mail`. */
  name: string;
  className?: string;
  /** Accessible name; without one the icon is decorative and hidden from assistive tech. */
  label?: string;
};

/** A size of the caller's; the default is left out then, since Tailwind's order, not the class list's, decides which wins. */
const SIZED = /(?:^|\s)size-/;

/** Inline SVG rendered on the server: no request, no layout shift, no client JS. */
export function Icon({ name, className, label }: IconProps) {
  const { attributes, body } = iconToSVG(getIcon(name), { height: '1em' });
  const svg = iconToHTML(replaceIDs(body), attributes);
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <span
      className={cn('inline-flex shrink-0 [&>svg]:size-full', !SIZED.test(className ?? '') && 'size-5', className)}
      {...a11y}
      // The markup comes from the bundled icon packages, not from input.
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}
