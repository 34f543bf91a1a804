import { useAtomValue } from 'jotai';
import { useRouter } from 'waku';

import { LANDING_SECTIONS } from '../lib/landing-sections';
import { activeSectionAtom } from '../state/active-section';

/** The active landing section, or null off the landing page. Exactly one is active on `/`. */
export const useCurrentSection = () => {
  const { path } = useRouter();
  const active = useAtomValue(activeSectionAtom);
  return { path, activeSection: path === '/' ? (active ?? LANDING_SECTIONS[0].id) : null };
};
