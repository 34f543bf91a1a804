// Screenshots of the main page types at phone and desktop width, light and
// dark: `node scripts/screenshots.mjs [baseUrl] [outDir]`.
import { mkdir } from 'node:fs/promises';

import { chromium } from '@playwright/test';

import { CHROMIUM_PATH, PLAYWRIGHT_CHROMIUM_ARGS } from './browser.mjs';

const baseUrl = process.argv[2] ?? 'http://localhost:8080';
const outDir = process.argv[3] ?? '.tmp/screenshots';
const pages = { home: '/', content: '/how-we-work', imprint: '/imprint', missing: '/no-such-page' };
const widths = [375, 1280];
const schemes = ['light', 'dark'];

await mkdir(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: PLAYWRIGHT_CHROMIUM_ARGS });
for (const [name, path] of Object.entries(pages)) {
  for (const width of widths) {
    for (const colorScheme of schemes) {
      const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme });
      const page = await context.newPage();
      await page.goto(baseUrl + path, { waitUntil: 'networkidle' });
      const file = `${outDir}/${name}-${width}-${colorScheme}.png`;
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
      await context.close();
    }
  }
}
await browser.close();
