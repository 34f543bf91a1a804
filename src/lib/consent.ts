import { consentStorageKeyFor } from './consent-storage-key';

/** Cookie consent: null until the visitor answers, then true (accepted) or false (declined). */
export type Consent = boolean | null;

// Set at build from ICONS_REMOTE_API (src/vite/build-time-env.ts); worked out here where nothing sets it (unit tests).
export const CONSENT_STORAGE_KEY = import.meta.env.CONSENT_STORAGE_KEY ?? consentStorageKeyFor(process.env.ICONS_REMOTE_API);

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
