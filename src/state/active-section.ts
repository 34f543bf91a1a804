import { atom } from 'jotai';

import type { LandingSectionId } from '../lib/landing-sections';

/** The landing section the scroll-spy last saw; null before it has seen any. */
export const activeSectionAtom = atom<LandingSectionId | null>(null);
