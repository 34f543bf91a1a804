/** The host a consented service reaches, as visitors and the privacy policy name it. */
export const serviceHost = (url: string) => new URL(url).host;

/**
 * What Accept lets the site load, in the banner's words, so the consent is
 * informed; null when nothing (Accept and Decline then only record the answer).
 */
export const acceptedServicesText = (remoteIconApi: string | null): string | null =>
  remoteIconApi ? `If you accept, icons load from ${serviceHost(remoteIconApi)}, which then sees your IP address.` : null;
