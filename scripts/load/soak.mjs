// Soak: 20,000 requests against the Node server, a realistic mix of
// prerendered pages, payloads, assets and dynamic answers. Fails on any 5xx
// or if the server's memory keeps growing. `npm run test:load` (needs a build).
import { readFileSync } from 'node:fs';

import { startNodeServer, withServer } from '../bench/servers.mjs';

const TOTAL = Number(process.env.SOAK_REQUESTS ?? 20_000);
const CONCURRENCY = 16;
const WARM_UP = 1_000;
/** After warm-up the resident set may grow this much before we call it a leak. */
const MAX_GROWTH_MB = 40;

const MIX = [
  ['/', { 'accept-encoding': 'br' }],
  ['/', {}],
  ['/about', { 'accept-encoding': 'gzip' }],
  ['/services/web-applications', { 'accept-encoding': 'br' }],
  ['/RSC/R/how-we-work.txt', { 'accept-encoding': 'br' }],
  ['/imprint', {}],
  ['/sitemap.xml', {}],
  ['/no-such-page', {}],
  ['/Invalid/Path', {}],
  ['/RSC/R/no-such-page.txt', {}],
  ['/api/icons/lucide.json?icons=cookie,x', {}],
  ['/api/preview/status', { authorization: 'Bearer wrong-token' }],
  ['/team', {}],
  ['/about?preview=', {}],
];

const rssMb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The server's resident set once it has settled: the lowest of ten readings
 * over five quiet seconds. A single reading can land just before a garbage
 * collection and count garbage as growth; a leak stays in every reading.
 */
const settledRssMb = async (pid) => {
  let lowest = Infinity;
  for (let reading = 0; reading < 10; reading++) {
    await pause(500);
    lowest = Math.min(lowest, rssMb(pid));
  }
  return lowest;
};

const hammer = async (base, count, failures) => {
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const [path, headers] = MIX[next++ % MIX.length];
      const response = await fetch(base + path, { headers, redirect: 'manual' });
      await response.arrayBuffer();
      if (response.status >= 500) failures.push(`${path}: ${response.status}`);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
};

const result = await withServer(startNodeServer, async (server) => {
  const failures = [];
  await hammer(server.url, WARM_UP, failures);
  const start = await settledRssMb(server.pid);
  const began = performance.now();
  await hammer(server.url, TOTAL, failures);
  const seconds = (performance.now() - began) / 1000;
  const end = await settledRssMb(server.pid);
  const stillUp = (await fetch(`${server.url}/about`)).status === 200;
  return { failures, start, end, seconds, stillUp };
});

const growth = result.end - result.start;
console.log(
  `soak: ${TOTAL} requests in ${result.seconds.toFixed(1)} s (${Math.round(TOTAL / result.seconds)} req/s, ${CONCURRENCY} at once)`,
);
console.log(
  `soak: server RSS ${result.start.toFixed(1)} MB after warm-up, ${result.end.toFixed(1)} MB at the end (${growth >= 0 ? '+' : ''}${growth.toFixed(1)} MB)`,
);
console.log(`soak: 5xx answers: ${result.failures.length}; server answers afterwards: ${result.stillUp ? 'yes' : 'no'}`);
if (result.failures.length || !result.stillUp || growth > MAX_GROWTH_MB) {
  console.error('soak failed', result.failures.slice(0, 10));
  process.exit(1);
}
