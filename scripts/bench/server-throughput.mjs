// Requests per second and p99 latency with wrk on loopback, for the Node
// server and for nginx serving the same dist/public.
import { execFile } from 'node:child_process';
import http from 'node:http';
import { promisify } from 'node:util';

const run = promisify(execFile);

// The landing page, a content page, and a missing page as scanners ask for them by the thousand.
const THROUGHPUT_PATHS = { '/': 200, '/services/web-applications': 200, '/wp-login.php': 404 };
const ENCODINGS = { identity: null, 'gzip, br': 'gzip, br' };

const head = (url, acceptEncoding) =>
  new Promise((resolve, reject) => {
    // Raw http, so nothing decodes the body or adds headers behind our back (wrk sends none either).
    const headers = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
    http
      .get(url, { headers }, (response) => {
        let bytes = 0;
        response.on('data', (chunk) => (bytes += chunk.length));
        response.on('end', () =>
          resolve({ status: response.statusCode, encoding: response.headers['content-encoding'] ?? 'identity', bytes }),
        );
      })
      .on('error', reject);
  });

/** Each path answers its status, uncompressed without Accept-Encoding and compressed with it. */
const verify = async (baseUrl) => {
  const checks = [];
  for (const [pagePath, status] of Object.entries(THROUGHPUT_PATHS)) {
    for (const [label, header] of Object.entries(ENCODINGS)) {
      const result = await head(baseUrl + pagePath, header);
      const ok = result.status === status && (header ? result.encoding !== 'identity' : result.encoding === 'identity');
      checks.push({ path: pagePath, accept: label, ...result, ok });
    }
  }
  const failed = checks.filter((c) => !c.ok);
  if (failed.length > 0) throw new Error(`${baseUrl} failed checks: ${JSON.stringify(failed)}`);
  return checks;
};

const toMs = (value, unit) => Number(value) * { us: 0.001, ms: 1, s: 1000, m: 60_000 }[unit];

const parseWrk = (text) => {
  const rps = Number(text.match(/Requests\/sec:\s+([\d.]+)/)?.[1]);
  const p99 = text.match(/^\s+99%\s+([\d.]+)(us|ms|s|m)\s*$/m);
  const p50 = text.match(/^\s+50%\s+([\d.]+)(us|ms|s|m)\s*$/m);
  const total = Number(text.match(/(\d+) requests in/)?.[1]);
  const non2xx = Number(text.match(/Non-2xx or 3xx responses: (\d+)/)?.[1] ?? 0);
  const errors = text.match(/Socket errors: (.*)/)?.[1] ?? null;
  const transfer = text.match(/Transfer\/sec:\s+([\d.]+)(B|KB|MB|GB)/);
  const transferMBps = transfer ? Number(transfer[1]) / { B: 1 << 20, KB: 1024, MB: 1, GB: 1 / 1024 }[transfer[2]] : null;
  return {
    rps,
    p50Ms: p50 ? toMs(p50[1], p50[2]) : null,
    p99Ms: p99 ? toMs(p99[1], p99[2]) : null,
    requests: total,
    non2xx,
    socketErrors: errors,
    transferMBps,
  };
};

export const wrk = async (url, acceptEncoding, duration = '10s') => {
  const args = [
    '-t2',
    '-c32',
    `-d${duration}`,
    '--latency',
    ...(acceptEncoding ? ['-H', `Accept-Encoding: ${acceptEncoding}`] : []),
    url,
  ];
  const { stdout } = await run('wrk', args, { timeout: 60_000 });
  return parseWrk(stdout);
};

/** Verifies, warms up briefly, then runs wrk for every path and encoding. */
export const measureThroughput = async (server) => {
  const checks = await verify(server.url);
  await wrk(server.url + '/', null, '2s');
  const runs = [];
  for (const [pagePath, status] of Object.entries(THROUGHPUT_PATHS)) {
    for (const [label, header] of Object.entries(ENCODINGS)) {
      const result = await wrk(server.url + pagePath, header);
      console.log(
        `  wrk ${server.name} ${pagePath} [${label}]: ${result.rps.toFixed(0)} req/s, p99 ${result.p99Ms?.toFixed(2)} ms`,
      );
      // wrk counts every answer but 2xx and 3xx; the missing page expects those alone.
      const unexpected = status === 200 ? result.non2xx : result.requests - result.non2xx;
      runs.push({ path: pagePath, status, accept: label, ...result, unexpected });
    }
  }
  return { checks, runs };
};
