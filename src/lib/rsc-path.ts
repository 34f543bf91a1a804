/** Where Waku serves a route's RSC payload: `/RSC/R/a/b.txt` for `/a/b`, `/RSC/R/_root.txt` for `/`. */
export const RSC_PREFIX = '/RSC/';

const ROUTE_PAYLOAD = /^\/RSC\/R(\/.*)\.txt$/;

/** The page path an RSC payload request is for, or null when it is not a route payload. */
export const rscPathToPagePath = (pathname: string): string | null => {
  const match = ROUTE_PAYLOAD.exec(pathname);
  if (!match) return null;
  const encoded = match[1]!;
  if (encoded === '/_root') return '/';
  return encoded;
};

export const pagePathToRscPath = (pagePath: string): string => (pagePath === '/' ? '/RSC/R/_root.txt' : `/RSC/R${pagePath}.txt`);
