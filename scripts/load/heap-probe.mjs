// Loaded into the server by the soak only (node --expose-gc --import): on
// SIGUSR2 it collects garbage and writes what the JavaScript heap and the
// buffers outside it then hold to HEAP_PROBE_FILE. The resident set alone
// cannot tell a leak from garbage V8 has not collected yet.
import { writeFileSync } from 'node:fs';

process.on('SIGUSR2', () => {
  globalThis.gc();
  const { heapUsed, external } = process.memoryUsage();
  writeFileSync(process.env.HEAP_PROBE_FILE, JSON.stringify({ heapUsed, external }));
});
