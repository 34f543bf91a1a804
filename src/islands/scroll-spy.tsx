'use client';

import { useSetAtom } from 'jotai';
import { useLayoutEffect } from 'react';
import { flushSync } from 'react-dom';

import { currentSection, READING_LINE_PERCENT, type SectionBox } from '../lib/current-section';
import { HEADER_SECTIONS, type LandingSectionId } from '../lib/landing-sections';
import { activeSectionAtom } from '../state/active-section';

// The part of the viewport above the reading line: a section enters or leaves
// it whenever the section being read changes.
const ABOVE_READING_LINE = `0px 0px -${100 - READING_LINE_PERCENT}% 0px`;
// A pixel of slack, so rounding never keeps the page from counting as scrolled to its end.
const PAGE_END_SLACK = '0px 0px 1px 0px';

// The layout's footer closes every page: its content wholly on screen, the page is at its end. Not the footer
// itself, which ends in room for the cookie banner while that is open: room that appears below a page scrolled
// to its end moves nothing on screen, so it must not move the mark.
const pageEndMarker = () => [...document.getElementsByTagName('footer')].at(-1)?.firstElementChild;

/**
 * Marks the landing section being read as active. Observers report only when
 * a section crosses the reading line or the page reaches its end, so nothing
 * runs per scroll frame; each report reads the sections' positions afresh, so
 * the mark always matches the page on screen, also right after it is shown.
 */
export function ScrollSpy() {
  const setActive = useSetAtom(activeSectionAtom);

  useLayoutEffect(() => {
    const sections = HEADER_SECTIONS.flatMap(({ id }) => document.getElementById(id) ?? []);
    let atPageEnd = false;
    const update = () => {
      // toJSON: a DOMRect's edges are getters, which a spread leaves out.
      const boxes = sections.map((element): SectionBox<LandingSectionId> => ({
        ...(element.getBoundingClientRect().toJSON() as Pick<DOMRect, 'top' | 'bottom'>),
        id: element.id as LandingSectionId,
      }));
      setActive(currentSection(boxes, { height: window.innerHeight, atPageEnd, target: location.hash.slice(1) }));
    };

    // Marked before the first paint, once the router and the scroll memory have put the page where it
    // will be shown (their work runs after this effect): Back to the FAQ never shows "Services" current.
    queueMicrotask(() => flushSync(update));
    const readingLine = new IntersectionObserver(update, { rootMargin: ABOVE_READING_LINE });
    sections.forEach((element) => readingLine.observe(element));
    const pageEnd = new IntersectionObserver(
      (entries) => {
        // The latest report counts; a callback always has one.
        atPageEnd = entries.pop()!.intersectionRatio >= 1;
        update();
      },
      { rootMargin: PAGE_END_SLACK, threshold: 1 },
    );
    const marker = pageEndMarker();
    if (marker) pageEnd.observe(marker);
    // At the end of the page a jump to another section may not scroll at all.
    window.addEventListener('hashchange', update);

    return () => {
      readingLine.disconnect();
      pageEnd.disconnect();
      window.removeEventListener('hashchange', update);
      // Off the landing page nothing is being read; a later visit starts afresh.
      setActive(null);
    };
  }, [setActive]);

  return null;
}
