'use client';

import { useSetAtom } from 'jotai';
import { useEffect } from 'react';

import { LANDING_SECTIONS, type LandingSectionId } from '../lib/landing-sections';
import { activeSectionAtom } from '../state/active-section';

// A thin band a little above the middle of the viewport: the section crossing
// it is the one being read.
const BAND = '-40% 0px -55% 0px';

/**
 * Marks the landing section under the reading band as active. Sections report
 * only when they cross the band, so nothing runs per scroll frame, and the
 * last section seen stays active while the band is between two sections.
 */
export function ScrollSpy() {
  const setActive = useSetAtom(activeSectionAtom);

  useEffect(() => {
    const sections = LANDING_SECTIONS.map(({ id }) => document.getElementById(id)).filter((el) => el !== null);
    const observer = new IntersectionObserver(
      (entries) => {
        const entering = entries.filter((entry) => entry.isIntersecting);
        const last = entering.at(-1);
        if (last) setActive(last.target.id as LandingSectionId);
      },
      { rootMargin: BAND },
    );
    sections.forEach((section) => observer.observe(section));
    return () => observer.disconnect();
  }, [setActive]);

  return null;
}
