import { serviceHost } from './consented-services';

/** Cookie consent: null until the visitor answers, then true (accepted) or false (declined). */
export type Consent = boolean | null;

const PLAIN_KEY = 'cookie-consent';

/**
 * Where the answer is kept: `cookie-consent` while nothing needs consent,
 * `cookie-consent:<host>` once a remote icon API does. An answer given before
 * that service was added, or for another one, is then no answer for it: the
 * banner asks again, as the privacy policy promises.
 */
export const consentStorageKeyFor = (remoteIconApi: string | null | undefined): string =>
  remoteIconApi ? `${PLAIN_KEY}:${serviceHost(remoteIconApi)}` : PLAIN_KEY;

// ICONS_REMOTE_API is set at build (src/vite/build-time-env.ts). Written out, so that
// without it the browser's code holds the plain key alone, not this function.
export const CONSENT_STORAGE_KEY = process.env.ICONS_REMOTE_API ? consentStorageKeyFor(process.env.ICONS_REMOTE_API) : PLAIN_KEY;

/** Reads the stored JSON value; anything but `true` or `false` counts as no answer. */
export const parseConsent = (raw: string | null): Consent => {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'boolean' ? value : null;
  } catch {
    return null;
  }
};
