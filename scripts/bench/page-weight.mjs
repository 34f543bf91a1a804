// What the browser loads per page type: HTML, JS and CSS bytes (gzip, as
// sent by the server with Accept-Encoding: gzip) and request counts.
// Usage: node scripts/bench/page-weight.mjs [baseUrl]
import { chromium } from '@playwright/test';

import { CHROMIUM_PATH, PLAYWRIGHT_CHROMIUM_ARGS } from '../browser.mjs';

export const PAGE_TYPES = {
  landing: '/',
  content: '/services/web-applications',
  imprint: '/imprint',
  'not found': '/no-such-page',
};

const SETTLE_MS = 3000;

// Bytes on the wire (encoded body); content-length or the decoded body only when Chromium reports nothing.
const sizeOf = async (response) => {
  await response.finished().catch(() => {});
  const sizes = await response
    .request()
    .sizes()
    .catch(() => null);
  if (sizes && sizes.responseBodySize > 0) return sizes.responseBodySize;
  const length = Number(response.headers()['content-length']);
  if (Number.isFinite(length) && length > 0) return length;
  return (await response.body().catch(() => Buffer.alloc(0))).byteLength;
};

/** What one page loads in the given browser context (which should send Accept-Encoding: gzip). */
export const measurePage = async (context, url, settleMs = SETTLE_MS) => {
  const page = await context.newPage();
  const loads = [];
  page.on('response', (response) => loads.push(response));
  const main = await page.goto(url, { waitUntil: 'networkidle' });
  // Count what loads in the first seconds too, such as the build check's code about 1 s after start.
  await page.waitForTimeout(settleMs);
  await page.waitForLoadState('networkidle');
  const weight = {
    path: new URL(url).pathname,
    status: main?.status() ?? 0,
    html: 0,
    js: 0,
    css: 0,
    jsRequests: 0,
    requests: loads.length,
    jsFiles: [],
    uncompressed: [],
  };
  for (const response of loads) {
    const type = response.request().resourceType();
    const bytes = await sizeOf(response);
    const encoding = response.headers()['content-encoding'];
    // Tiny files are left uncompressed on purpose; anything larger should arrive gzipped.
    if (['document', 'script', 'stylesheet'].includes(type) && encoding !== 'gzip' && bytes > 1024)
      weight.uncompressed.push(new URL(response.url()).pathname);
    if (type === 'document') weight.html += bytes;
    if (type === 'script') {
      weight.js += bytes;
      weight.jsRequests += 1;
      weight.jsFiles.push([new URL(response.url()).pathname, bytes]);
    }
    if (type === 'stylesheet') weight.css += bytes;
  }
  weight.jsFiles.sort((a, b) => b[1] - a[1]);
  await page.close();
  return weight;
};

export const GZIP_ONLY = { extraHTTPHeaders: { 'accept-encoding': 'gzip' } };

export const measurePageWeights = async (baseUrl, pageTypes = PAGE_TYPES) => {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: PLAYWRIGHT_CHROMIUM_ARGS });
  const results = {};
  try {
    for (const [name, path] of Object.entries(pageTypes)) {
      // A fresh context per page: a first visit, nothing cached.
      const context = await browser.newContext(GZIP_ONLY);
      results[name] = await measurePage(context, baseUrl + path);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const results = await measurePageWeights(process.argv[2] ?? 'http://localhost:8080');
  for (const [name, w] of Object.entries(results)) {
    console.log(
      `${name.padEnd(10)} html ${(w.html / 1024).toFixed(1)} KB  js ${(w.js / 1024).toFixed(1)} KB in ${w.jsRequests} files  css ${(w.css / 1024).toFixed(1)} KB  requests ${w.requests}`,
    );
    if (process.env.VERBOSE)
      for (const [file, bytes] of w.jsFiles) console.log(`    ${(bytes / 1024).toFixed(1).padStart(6)} KB ${file}`);
  }
}
