import { useAtomValue } from 'jotai';

import { consentAtom } from '../../state/consent';

/**
 * The one gate for anything non-essential (analytics, embeds, remote icon
 * APIs): it may load only when this is true. Before hydration and before an
 * answer it is false.
 */
export const useConsentAccepted = () => useAtomValue(consentAtom) === true;
