import { atom } from 'jotai';

import type { LandingSectionId } from '../lib/landing-sections';

/** The landing section being read; null above the first one and off the landing page. */
export const activeSectionAtom = atom<LandingSectionId | null>(null);
