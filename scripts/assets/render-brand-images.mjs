// Renders the share image and the favicon PNGs from HTML with Debian's
// chromium: `node scripts/assets/render-brand-images.mjs`. The results are
// committed in public/; run this again after changing the logo, the brand colour, the name or
// the card's words (share-card.mjs). The build refuses while the images are drawn from old ones.
import { readFile, writeFile } from 'node:fs/promises';

import { chromium } from '@playwright/test';

import { CHROMIUM_PATH, PLAYWRIGHT_CHROMIUM_ARGS } from '../browser.mjs';
import { pngsToIco } from './png-to-ico.mjs';
import { brandImageSources, DRAWN_RECORD } from './share-card.mjs';

const logo = await readFile('public/logo.svg', 'utf8');
const drawnFrom = brandImageSources({
  appConfigSource: await readFile('src/config/app.config.ts', 'utf8'),
  styles: await readFile('src/styles.css', 'utf8'),
  logo,
});
const { name, headline, subline, colors } = drawnFrom;
const logoUrl = `data:image/svg+xml;base64,${Buffer.from(logo).toString('base64')}`;

const shareCard = `<!doctype html><html><body style="margin:0">
<div style="width:1200px;height:630px;box-sizing:border-box;padding:80px;display:flex;flex-direction:column;justify-content:space-between;
  font-family:system-ui,sans-serif;background:linear-gradient(135deg,${colors.gradient.join(',')});color:#fff">
  <div style="display:flex;align-items:center;gap:24px;font-size:40px;font-weight:600">
    <img src="${logoUrl}" width="80" height="80" style="border-radius:16px;box-shadow:0 0 0 3px #fff3">${name}
  </div>
  <div style="font-size:72px;font-weight:700;line-height:1.1;max-width:960px">${headline}</div>
  <div style="font-size:32px;color:${colors.subline}">${subline}</div>
</div></body></html>`;

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: PLAYWRIGHT_CHROMIUM_ARGS });
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(shareCard);
await writeFile('public/og-image.jpg', await page.screenshot({ type: 'jpeg', quality: 85 }));
await writeFile(DRAWN_RECORD, `${JSON.stringify(drawnFrom, null, 2)}\n`);

const icons = [];
for (const size of [16, 32, 48, 180, 192, 512]) {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(
    `<body style="margin:0;background:transparent"><img src="${logoUrl}" width="${size}" height="${size}"></body>`,
  );
  const png = await page.screenshot({ type: 'png', omitBackground: true });
  if (size <= 48) icons.push({ size, png });
  if (size === 180) await writeFile('public/apple-touch-icon.png', png);
  if (size >= 192) await writeFile(`public/icon-${size}.png`, png);
}
await writeFile('public/favicon.ico', pngsToIco(icons));
await browser.close();
console.log('wrote public/og-image.jpg, favicon.ico, apple-touch-icon.png, icon-192.png, icon-512.png');
