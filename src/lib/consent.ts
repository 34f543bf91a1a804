/** Cookie consent: null until the visitor answers, then true (accepted) or false (declined). */
export type Consent = boolean | null;

export const CONSENT_STORAGE_KEY = 'cookie-consent';

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
