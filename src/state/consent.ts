import { atom } from 'jotai';

import { type Consent, CONSENT_STORAGE_KEY, parseConsent } from '../lib/consent';
import { validatedLocalStorage } from './browser-storage';
import { storedAtom } from './stored-atom';

const consentStorage = validatedLocalStorage<Consent>(parseConsent, (value) => (value === null ? null : JSON.stringify(value)));

/** The recorded answer, as JSON in localStorage; garbage there reads as null. */
// Read at first use in the browser: the banner renders only after hydration, so
// the server HTML never depends on it.
export const consentAtom = storedAtom<Consent>(CONSENT_STORAGE_KEY, null, consentStorage);

/**
 * Close or X hid the banner without an answer: it stays hidden for this page
 * load and shows again on the next visit.
 */
export const bannerDismissedAtom = atom(false);

/** The floating cookie button reopened the banner to change the answer. */
export const bannerReopenedAtom = atom(false);
