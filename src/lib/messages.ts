/**
 * Generic interface labels in one place (English is the site's only
 * language). Components take their words from here, not from literals.
 * The original's "No data" and "No matching data" belong to tables and
 * searchable selects, which this site does not have.
 */
export const messages = {
  close: 'Close',
  menu: 'Menu',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  notifications: 'Notifications',
  newTab: '(opens in a new tab)',
} as const;
