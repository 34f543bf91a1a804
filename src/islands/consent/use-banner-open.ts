import { useAtomValue } from 'jotai';

import { bannerDismissedAtom, bannerReopenedAtom, consentAtom } from '../../state/consent';
import { useHydrated } from '../use-hydrated';

/** Whether the cookie banner shows: until the visitor answers or closes it, or when they ask for it again. */
export const useBannerOpen = (): { open: boolean; reopened: boolean } => {
  const hydrated = useHydrated();
  const consent = useAtomValue(consentAtom);
  const dismissed = useAtomValue(bannerDismissedAtom);
  const reopened = useAtomValue(bannerReopenedAtom);
  // The stored answer is only known in the browser.
  return { open: hydrated && (reopened || (consent === null && !dismissed)), reopened };
};
