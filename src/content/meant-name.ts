const GERMAN_LETTERS: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' };

/**
 * The page name an editor most likely means by a file or folder name the
 * build refuses: `Cloud Hosting` and `cloud_hosting` as `cloud-hosting`,
 * `Über uns` as `ueber-uns`, `Résumé` as `resume`. Empty when nothing is left.
 */
export const meantName = (name: string): string =>
  name
    // macOS writes file names decomposed (u + ¨): composed first, so ü is ue.
    .normalize('NFC')
    .toLowerCase()
    .replace(/[äöüß]/g, (letter) => GERMAN_LETTERS[letter] ?? letter)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** A page path with each of its names as meant: `/Services/Cloud Hosting` is `/services/cloud-hosting`. */
export const meantPath = (pagePath: string): string => pagePath.split('/').map(meantName).join('/');
