/**
 * Interface labels that several components share, in one place (English is
 * the site's only language); words one component alone uses stay with it.
 * The original's "No data" and "No matching data" belong to tables and
 * searchable selects, which this site does not have.
 */
export const messages = {
  home: 'Home',
  /** The header's navigation, whichever form it takes. */
  mainNavigation: 'Main',
  close: 'Close',
  menu: 'Menu',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  notifications: 'Notifications',
  newTab: '(opens in a new tab)',
} as const;
