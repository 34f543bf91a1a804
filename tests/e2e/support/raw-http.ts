import { connect } from 'node:net';
import { connect as connectTls } from 'node:tls';

/**
 * Sends bytes exactly as given (no URL normalisation) and returns the status
 * code (0 without a status line) and the raw answer. With `tls`, over TLS to a
 * server whose certificate is not checked (the test proxy's is made per run);
 * `from` is the loopback address to send from, so a server behind the proxy
 * sees a client of its own (any 127.x.y.z reaches 127.0.0.1).
 */
export const rawHttp = (
  port: number,
  request: string,
  timeoutMs = 5000,
  { tls = false, from }: { tls?: boolean; from?: string } = {},
): Promise<{ status: number; text: string }> =>
  new Promise((resolve, reject) => {
    const target = { port, host: '127.0.0.1', localAddress: from };
    const socket = tls ? connectTls({ ...target, rejectUnauthorized: false }) : connect(target);
    const chunks: Buffer[] = [];
    socket.setTimeout(timeoutMs, () => {
      socket.destroy();
      reject(new Error(`timeout: ${request.slice(0, 80)}`));
    });
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      resolve({ status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(text)?.[1] ?? 0), text });
    });
    // Not end(): a half-closed socket may be dropped before a slow answer; Connection: close ends it.
    socket.write(request);
  });

/** A raw answer's header fields, names in lowercase, and its body. */
export const parseAnswer = (text: string): { headers: Record<string, string>; body: string } => {
  const [head = '', ...rest] = text.split('\r\n\r\n');
  const headers: Record<string, string> = {};
  for (const line of head.split('\r\n').slice(1)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body: rest.join('\r\n\r\n') };
};

export const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  `${method} ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n${Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')}\r\n`;

/**
 * Sends a request head one header line per `intervalMs` and never finishes
 * it, as a slowloris client does; resolves with how long the server kept the
 * connection open, or `limitMs` if it still had it then.
 */
export const dripHead = (port: number, intervalMs: number, limitMs: number): Promise<number> =>
  new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1');
    let line = 0;
    const drip = setInterval(() => socket.write(`X-Drip-${line++}: ${'x'.repeat(8)}\r\n`), intervalMs);
    const finish = (elapsed: number) => {
      clearInterval(drip);
      clearTimeout(limit);
      socket.destroy();
      resolve(elapsed);
    };
    const limit = setTimeout(() => finish(limitMs), limitMs);
    socket.on('error', (error: NodeJS.ErrnoException) =>
      // A write racing the server's close: the connection is gone all the same.
      error.code === 'EPIPE' || error.code === 'ECONNRESET' ? finish(Date.now() - started) : reject(error),
    );
    socket.on('close', () => finish(Date.now() - started));
    socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n');
  });

/**
 * Sends `first` and, once its answer has arrived, `second` on the same
 * keep-alive connection; resolves with the status and raw text of the second
 * answer (status 0 if none came).
 */
export const rawHttpSecond = (port: number, first: string, second: string): Promise<{ status: number; text: string }> =>
  new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    let sentSecond = false;
    const done = () => {
      clearTimeout(timer);
      const start = received.indexOf('HTTP/1.1 ', 1);
      const text = start < 0 ? '' : received.slice(start);
      resolve({ status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(text)?.[1] ?? 0), text });
    };
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`timeout: ${second.slice(0, 80)}`));
    }, 5000);
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
      // The first answer is whole once its head and the body its Content-Length names are in.
      const length = Number(/\r\ncontent-length: (\d+)/i.exec(received)?.[1] ?? NaN);
      const headEnd = received.indexOf('\r\n\r\n');
      if (!sentSecond && headEnd > 0 && received.length >= headEnd + 4 + length) {
        sentSecond = true;
        socket.write(second);
      }
    });
    socket.on('error', reject);
    socket.on('close', done);
    socket.write(first);
  });
