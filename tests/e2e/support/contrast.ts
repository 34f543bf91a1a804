import type { Page } from '@playwright/test';

/**
 * A CSS colour as [red, green, blue] in sRGB, whatever its notation (Tailwind
 * writes oklch()): painted on a canvas by the browser and read back.
 */
export const srgbOf = (page: Page, colour: string): Promise<[number, number, number]> =>
  page.evaluate((css) => {
    const context = new OffscreenCanvas(1, 1).getContext('2d')!;
    context.fillStyle = css;
    context.fillRect(0, 0, 1, 1);
    const [red, green, blue] = context.getImageData(0, 0, 1, 1).data;
    return [red!, green!, blue!] as [number, number, number];
  }, colour);

/** Relative luminance (WCAG 2.2, "relative luminance"). */
const luminance = (rgb: [number, number, number]) => {
  const [red, green, blue] = rgb.map((channel) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * red! + 0.7152 * green! + 0.0722 * blue!;
};

/** The contrast ratio of two colours, from 1 to 21 (WCAG 2.2, "contrast ratio"). */
export const contrastRatio = (first: [number, number, number], second: [number, number, number]) => {
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return (lighter! + 0.05) / (darker! + 0.05);
};
