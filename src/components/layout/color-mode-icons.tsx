import { COLOR_MODES, type ColorMode } from '../../lib/color-mode';
import { Icon } from '../ui/icon';

const ICON_NAMES: Record<ColorMode, string> = { light: 'lucide:sun', dark: 'lucide:moon', system: 'lucide:sun-moon' };

// The icon follows <html data-color-mode>, which the head script sets before first paint: right from the start, not only after hydration.
export const ICON_SHOWN_FOR: Record<ColorMode, string> = {
  light: 'hidden [[data-color-mode=light]_&]:flex',
  dark: 'hidden [[data-color-mode=dark]_&]:flex',
  system: 'flex [[data-color-mode=dark]_&]:hidden [[data-color-mode=light]_&]:hidden',
};

/**
 * The colour-mode button's three icons, of which CSS shows the mode's: the
 * server renders them, so the island ships neither icons nor their classes.
 */
export function ColorModeIcons() {
  return COLOR_MODES.map((mode) => (
    <span key={mode} data-icon-for={mode} className={ICON_SHOWN_FOR[mode]}>
      <Icon name={ICON_NAMES[mode]} />
    </span>
  ));
}
