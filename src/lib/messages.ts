/**
 * Generic interface labels in one place (English is the site's only
 * language). Components take their words from here, not from literals.
 */
export const messages = {
  close: 'Close',
  noData: 'No data',
  noMatch: 'No matching data',
  loading: 'Loading…',
  dismiss: 'Dismiss',
  menu: 'Menu',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  notifications: 'Notifications',
  newTab: '(opens in a new tab)',
} as const;
