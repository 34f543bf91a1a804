import { useAtomValue } from 'jotai';
import { useRouter } from 'waku';

import { activeSectionAtom } from '../state/active-section';

/**
 * The landing section being read, or null: off the landing page, and above its
 * first section, where the visitor still reads the introduction.
 */
export const useCurrentSection = () => {
  const { path } = useRouter();
  const active = useAtomValue(activeSectionAtom);
  return { path, activeSection: path === '/' ? active : null };
};
