/** The host a consented service reaches, as visitors and the privacy policy name it. */
export const serviceHost = (url: string) => new URL(url).host;

/**
 * What consent is asked for, in the banner's words, so it is informed: what
 * Accept lets the site load, or, when nothing, that Accept and Decline only
 * record the answer. A banner that asked without saying would let visitors
 * think Accept turns on cookies or tracking.
 */
export const consentSummary = (remoteIconApi: string | null): string =>
  remoteIconApi
    ? `Nothing beyond the strictly necessary loads unless you accept. If you accept, icons load from ${serviceHost(remoteIconApi)}, which then sees your IP address.`
    : 'Nothing on this website needs your consent today, so Accept and Decline only record your answer.';
