import { buttonStyles } from '../components/ui/button-styles';

/**
 * The menu toggle and the dialog's close button sit on the same spot and look the same. The toggle
 * goes where the header's links show: from lg, once they fit (site-header.tsx's container).
 */
export const MENU_HIDDEN_WHERE_LINKS_FIT = 'lg:@min-[58rem]/header:hidden';
export const menuToggleClass = buttonStyles({ variant: 'ghost', size: 'icon', className: MENU_HIDDEN_WHERE_LINKS_FIT });
