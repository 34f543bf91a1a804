import { buttonStyles } from '../components/ui/button-styles';

/** The menu toggle and the dialog's close button sit on the same spot and look the same. */
export const menuToggleClass = buttonStyles({ variant: 'ghost', size: 'icon', className: 'lg:hidden' });
