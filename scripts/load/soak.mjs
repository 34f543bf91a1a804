// Soak: 20,000 requests against the Node server, a realistic mix of
// prerendered pages, payloads, assets and dynamic answers. Fails on any 5xx
// or if the server's memory keeps growing (read after each quarter). `npm run test:load` (needs a build).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { startNodeServer, withServer } from '../bench/servers.mjs';

const TOTAL = Number(process.env.SOAK_REQUESTS ?? 20_000);
const CONCURRENCY = 16;
const WARM_UP = 1_000;
/** After warm-up the resident set may grow this much before we call it a leak. */
const MAX_RSS_GROWTH_MB = 40;
/** What the heap may gain in all, and in the second half, when caches have filled: a leak keeps gaining. */
const MAX_HEAP_GROWTH_MB = 8;
const MAX_HEAP_SECOND_HALF_GROWTH_MB = 2;

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

const probeDir = mkdtempSync(path.join(tmpdir(), 'soak-'));
const probeFile = path.join(probeDir, 'heap.json');
const startProbedServer = () =>
  startNodeServer(['--expose-gc', '--import', './scripts/load/heap-probe.mjs'], { HEAP_PROBE_FILE: probeFile });

/**
 * What the server holds once idle: the JavaScript heap (and the buffers it
 * keeps) right after a full garbage collection, which is what a leak makes
 * grow, and the resident set, the lowest of ten readings over five quiet
 * seconds, which is what the operator sees. The resident set alone also
 * counts garbage not yet collected and memory V8 keeps for later.
 */
const settledMemory = async (pid) => {
  rmSync(probeFile, { force: true });
  process.kill(pid, 'SIGUSR2');
  let lowestRss = Infinity;
  for (let reading = 0; reading < 10; reading++) {
    await pause(500);
    lowestRss = Math.min(lowestRss, rssMb(pid));
  }
  const { heapUsed, external } = JSON.parse(readFileSync(probeFile, 'utf8'));
  return { rss: lowestRss, heap: (heapUsed + external) / 1024 / 1024 };
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

/** Readings after warm-up and after each quarter of the requests: a leak climbs in every quarter, warm-up only in the first. */
const QUARTERS = 4;

const result = await withServer(startProbedServer, async (server) => {
  const failures = [];
  await hammer(server.url, WARM_UP, failures);
  const readings = [await settledMemory(server.pid)];
  let seconds = 0;
  for (let quarter = 0; quarter < QUARTERS; quarter++) {
    const began = performance.now();
    await hammer(server.url, TOTAL / QUARTERS, failures);
    seconds += (performance.now() - began) / 1000;
    readings.push(await settledMemory(server.pid));
  }
  const stillUp = (await fetch(`${server.url}/about`)).status === 200;
  return { failures, readings, seconds, stillUp };
});
rmSync(probeDir, { recursive: true, force: true });

const signed = (mb) => `${mb >= 0 ? '+' : ''}${mb.toFixed(1)} MB`;
const series = (key) => result.readings.map((reading) => reading[key].toFixed(1)).join(' → ');
const growth = (key, from = 0) => result.readings.at(-1)[key] - result.readings[from][key];
const heapGrowth = growth('heap');
const heapSecondHalf = growth('heap', QUARTERS / 2);
console.log(
  `soak: ${TOTAL} requests in ${result.seconds.toFixed(1)} s (${Math.round(TOTAL / result.seconds)} req/s, ${CONCURRENCY} at once)`,
);
console.log(`soak: readings after warm-up, then every ${TOTAL / QUARTERS} requests`);
console.log(
  `soak: heap after a full collection ${series('heap')} MB: ${signed(heapGrowth)} in all, ${signed(heapSecondHalf)} in the second half`,
);
console.log(`soak: server RSS ${series('rss')} MB: ${signed(growth('rss'))}`);
console.log(`soak: 5xx answers: ${result.failures.length}; server answers afterwards: ${result.stillUp ? 'yes' : 'no'}`);
if (
  result.failures.length ||
  !result.stillUp ||
  heapGrowth > MAX_HEAP_GROWTH_MB ||
  heapSecondHalf > MAX_HEAP_SECOND_HALF_GROWTH_MB ||
  growth('rss') > MAX_RSS_GROWTH_MB
) {
  console.error('soak failed', result.failures.slice(0, 10));
  process.exit(1);
}
