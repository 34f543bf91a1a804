import { describe, expect, it } from 'vitest';

import { currentSection, type SectionBox } from '../../src/lib/current-section';

const HEIGHTS = { services: 600, why: 750, faq: 600, contact: 500 };

/** The four sections stacked without gaps, the first starting at `top` (viewport pixels). */
const stackedFrom = (top: number): SectionBox<string>[] => {
  let start = top;
  return Object.entries(HEIGHTS).map(([id, height]) => {
    const box = { id, top: start, bottom: start + height };
    start = box.bottom;
    return box;
  });
};

const viewport = { height: 1000, atPageEnd: false };

describe('current landing section', () => {
  it('is none while every section is below the reading line', () => {
    expect(currentSection(stackedFrom(700), viewport)).toBeNull();
  });

  it('is the last section whose top has passed the reading line', () => {
    expect(currentSection(stackedFrom(450), viewport)).toBe('services');
    expect(currentSection(stackedFrom(-200), viewport)).toBe('why');
    expect(currentSection(stackedFrom(-1000), viewport)).toBe('faq');
  });

  it('is the last section at the end of the page, though its top is below the line', () => {
    const boxes = stackedFrom(-1450);
    expect(boxes.at(-1)!.top).toBeGreaterThan(450);
    expect(currentSection(boxes, viewport)).toBe('faq');
    expect(currentSection(boxes, { ...viewport, atPageEnd: true })).toBe('contact');
  });

  it('falls back to the reading line at the end of the page when the last section is not on screen', () => {
    const lastBelowScreen = stackedFrom(-800);
    expect(lastBelowScreen.at(-1)!.top).toBeGreaterThanOrEqual(600);
    expect(currentSection(lastBelowScreen, { height: 600, atPageEnd: true })).toBe('why');
  });

  it('at the end of the page is the section the visitor jumped to while its top is on screen', () => {
    // A tall screen: the FAQ's top just under the header, Contact below it, the page at its end.
    const boxes = stackedFrom(-1250);
    const tall = { height: 1400, atPageEnd: true };
    expect(boxes.find((box) => box.id === 'faq')!.top).toBe(100);
    expect(currentSection(boxes, { ...tall, target: 'faq' })).toBe('faq');
    expect(currentSection(boxes, { ...tall, target: 'contact' })).toBe('contact');
    expect(currentSection(boxes, tall)).toBe('contact');
    // Jumped to a section now scrolled past: the page's end wins again.
    expect(currentSection(boxes, { ...tall, target: 'services' })).toBe('contact');
    expect(currentSection(boxes, { ...tall, target: 'no-such-section' })).toBe('contact');
  });
});
