import { connect } from 'node:net';

/** Sends bytes exactly as given (no URL normalisation) and returns the status code (0 without a status line) and the raw answer. */
export const rawHttp = (port: number, request: string, timeoutMs = 5000): Promise<{ status: number; text: string }> =>
  new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
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

export const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  `${method} ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n${Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')}\r\n`;
