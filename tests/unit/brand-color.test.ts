import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { expect, it } from 'vitest';

import { BRAND_COLOR } from '../../src/lib/brand-color';

const styles = readFileSync('src/styles.css', 'utf8');

it('the theme colour is the blue of the stylesheet and the logo', () => {
  expect(styles).toContain(`--color-primary-700: ${BRAND_COLOR};`);
  expect(readFileSync('public/logo.svg', 'utf8')).toContain(`fill="${BRAND_COLOR}"`);
});

/** Greys, white and black: red, green and blue within a few steps of each other. */
const isGrey = (hex: string) => {
  const [red, green, blue] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return Math.max(red!, green!, blue!) - Math.min(red!, green!, blue!) <= 12;
};

it('the logo and the drawings in public/images take their colours from the brand scale, so a new brand colour is not forgotten there', () => {
  const scale = new Set([...styles.matchAll(/--color-primary-\d+:\s*(#[0-9a-f]{6});/gi)].map(([, hex]) => hex!.toLowerCase()));
  expect(scale.size).toBe(11);
  const drawings = readdirSync('public/images').filter((file) => file.endsWith('.svg'));
  for (const file of ['public/logo.svg', ...drawings.map((name) => path.join('public/images', name))]) {
    const colours = [...readFileSync(file, 'utf8').matchAll(/#[0-9a-f]{6}\b/gi)].map(([hex]) => hex.toLowerCase());
    const offScale = [...new Set(colours.filter((hex) => !isGrey(hex) && !scale.has(hex)))];
    expect(offScale, `${file}: colours outside --color-primary-* in src/styles.css`).toEqual([]);
  }
});

it('the press page describes the logo as public/logo.svg draws it, every shape named', () => {
  const svg = readFileSync('public/logo.svg', 'utf8');
  const shapes = [...svg.matchAll(/<(rect|path)\b[^>]*>/g)].map(([tag, name]) => {
    if (name === 'rect') return /\brx="[1-9]/.test(tag) ? 'rounded square' : 'square';
    // One straight horizontal stroke is the underscore; a stroke through three points an angle bracket.
    return /d="M[\d.]+ [\d.]+h[\d.]+"/.test(tag) ? 'underscore' : 'angle bracket';
  });
  expect(shapes.sort()).toEqual(['angle bracket', 'angle bracket', 'rounded square', 'underscore']);
  const logoParagraph = /^Our logo is .*$/m.exec(readFileSync('private/content/press.md', 'utf8'))?.[0] ?? '';
  // The colour word changes with the brand colour; the shapes stay.
  for (const words of ['rounded square', 'two angle brackets', 'underscore']) expect(logoParagraph).toContain(words);
});

it('the press page’s picture of the logo draws public/logo.svg, shape for shape', () => {
  const shapesOf = (file: string) => [...readFileSync(file, 'utf8').matchAll(/<(?:rect|path)\b[^>]*>/g)].map(([tag]) => tag);
  const inPicture = shapesOf('public/images/logo-clear-space.svg');
  for (const shape of shapesOf('public/logo.svg')) expect(inPicture, `public/logo.svg's ${shape}`).toContain(shape);
  expect(readFileSync('private/content/press.md', 'utf8')).toContain('](/images/logo-clear-space.svg)');
});
