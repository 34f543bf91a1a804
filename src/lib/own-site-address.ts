/** example.com and www.example.com are the same site to a visitor. */
const hostOf = (url: URL) => url.hostname.replace(/^www\./, '');

/**
 * The path to write instead of a full address of this site, or undefined for
 * any other address. A link copied from the address bar leads out of a preview
 * or a test deployment to the live site, and the build cannot check it.
 */
export const ownSitePath = (address: string, siteUrl: string): string | undefined => {
  // A site URL that is no URL is reported where it is written; nothing can be its own address then.
  if (!URL.canParse(address) || !URL.canParse(siteUrl)) return undefined;
  const url = new URL(address);
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || hostOf(url) !== hostOf(new URL(siteUrl))) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
};

/** Why a full address of this site is refused, with the path to write: one wording for pages, landing YAML and the app config. */
export const ownSiteAddressText = (address: string, path: string) =>
  `"${address}" is this site's own address: write the path, "${path}", which also works in preview and is checked by the build`;
