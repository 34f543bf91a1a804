// Sec-Fetch-* headers are set by the browser, never by a page's script; other clients send none.

/** Whether the browser says another site (or another origin of this site) made this request. */
export const isFromAnotherSite = (request: Request): boolean => {
  const site = request.headers.get('sec-fetch-site');
  return site === 'cross-site' || site === 'same-site';
};

/**
 * Whether another site's page had the browser send this request by itself: an
 * image, a frame, a script, a fetch. Everything but a link the visitor followed
 * to a whole page (an editor's preview link in a mail, say).
 */
export const isSentByAnotherSitesPage = (request: Request): boolean =>
  isFromAnotherSite(request) &&
  !(request.headers.get('sec-fetch-mode') === 'navigate' && request.headers.get('sec-fetch-dest') === 'document');
