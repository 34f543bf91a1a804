/** Where Waku serves a route's RSC payload: `/RSC/R/a/b.txt` for `/a/b`, `/RSC/R/_root.txt` for `/`. */
export const RSC_PREFIX = '/RSC/';

const ROUTE_PAYLOAD_PREFIX = `${RSC_PREFIX}R`;
const ROOT_ROUTE = '/_root';
const PAYLOAD_SUFFIX = '.txt';

/** The page path an RSC payload request is for, or null when it is not a route payload. */
export const rscPathToPagePath = (pathname: string): string | null => {
  if (!pathname.startsWith(`${ROUTE_PAYLOAD_PREFIX}/`) || !pathname.endsWith(PAYLOAD_SUFFIX)) return null;
  const encoded = pathname.slice(ROUTE_PAYLOAD_PREFIX.length, -PAYLOAD_SUFFIX.length);
  return encoded === ROOT_ROUTE ? '/' : encoded;
};

export const pagePathToRscPath = (pagePath: string): string =>
  `${ROUTE_PAYLOAD_PREFIX}${pagePath === '/' ? ROOT_ROUTE : pagePath}${PAYLOAD_SUFFIX}`;
