import { isLoopbackHostname } from '../lib/loopback';
import { PREVIEW_QUERY_PARAM, searchWithoutPreviewToken } from '../lib/preview';

/** Resolves paths and queries; a full address keeps its own host. */
const BASE = 'https://site.invalid/';

/** This machine as a development server is opened: localhost, 127.x.x.x, [::1], 0.0.0.0 or a name under .localhost. */
const isThisMachine = (hostname: string) =>
  isLoopbackHostname(hostname) || hostname === '0.0.0.0' || hostname.endsWith('.localhost');

/** Whether a query parameter's name, as written, reads as `preview` (`%70review` does). */
const isPreviewName = (name: string) => new URLSearchParams(`${name}=`).has(PREVIEW_QUERY_PARAM);

/** The address as written, the value of its preview parameter left out: a problem is shown and logged. */
const withoutTokenValue = (address: string) =>
  address.replace(/([?&])([^=&#]*)=([^&#]*)/g, (pair, separator: string, name: string) =>
    isPreviewName(name) ? `${separator}${name}=…` : pair,
  );

/** The address as written, without its preview parameter. */
const withoutToken = (address: string) => {
  const hashStart = address.includes('#') ? address.indexOf('#') : address.length;
  const queryStart = address.slice(0, hashStart).includes('?') ? address.indexOf('?') : hashStart;
  return `${address.slice(0, queryStart)}${searchWithoutPreviewToken(address.slice(queryStart, hashStart))}${address.slice(hashStart)}`;
};

/**
 * Why an address works only where it was written, if it does: one into the
 * development server or another address of the editor's own machine, or one
 * with the editors' preview token, which the page would publish to anyone
 * who reads it. What counts as `?preview=` is what URLSearchParams reads, as
 * on the server.
 */
export const localOrPreviewAddressText = (address: string): string | undefined => {
  if (!URL.canParse(address, BASE)) return undefined;
  const url = new URL(address, BASE);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  const hasToken = url.searchParams.has(PREVIEW_QUERY_PARAM);
  const written = hasToken ? withoutTokenValue(address) : address;
  if (URL.canParse(address) && isThisMachine(url.hostname)) {
    const path = `${url.pathname}${searchWithoutPreviewToken(url.search)}${url.hash}`;
    return `"${written}" is an address on the computer it was written on (a development server), which no visitor can reach: write the path, "${path}"`;
  }
  if (!hasToken) return undefined;
  const instead = withoutToken(address);
  return `"${written}" carries a preview token, which the page would publish: ${instead ? `write it without ?preview=…, "${instead}"` : 'leave it out'}`;
};
