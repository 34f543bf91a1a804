import { serviceHost } from './consented-services';

const PLAIN_KEY = 'cookie-consent';

/**
 * Where the cookie answer is kept: `cookie-consent` while nothing needs
 * consent, `cookie-consent:<host>` once a remote icon API does. An answer
 * given before that service was added, or for another one, is then no answer
 * for it: the banner asks again, as the privacy policy promises.
 */
export const consentStorageKeyFor = (remoteIconApi: string | null | undefined): string =>
  remoteIconApi ? `${PLAIN_KEY}:${serviceHost(remoteIconApi)}` : PLAIN_KEY;
