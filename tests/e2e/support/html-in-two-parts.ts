import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Headers that describe the upstream's bytes on the wire, not the decoded body this server sends on. */
const WIRE_HEADERS = new Set(['content-encoding', 'content-length', 'transfer-encoding', 'connection', 'keep-alive']);

/**
 * A server in front of the site that sends each page's HTML in two parts, the
 * second `pauseMs` after the first, as a slow line does: the browser paints
 * what it has read in between. `splitAt` picks the byte where the pause falls
 * (none when it returns -1). Everything else passes through as it is.
 */
export const serveHtmlInTwoParts = async (site: string, splitAt: (html: string) => number, pauseMs = 700) => {
  const server = createServer(async (request, response) => {
    const upstream = await fetch(new URL(request.url!, site), { headers: { accept: request.headers.accept ?? '*/*' } });
    const headers = [...upstream.headers].filter(([name]) => !WIRE_HEADERS.has(name));
    response.writeHead(upstream.status, Object.fromEntries(headers));
    const body = Buffer.from(await upstream.arrayBuffer());
    const isHtml = upstream.headers.get('content-type')?.startsWith('text/html') ?? false;
    const split = isHtml ? Buffer.byteLength(body.toString().slice(0, Math.max(splitAt(body.toString()), 0))) : 0;
    if (split <= 0) return void response.end(body);
    response.write(body.subarray(0, split));
    setTimeout(() => response.end(body.subarray(split)), pauseMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
};
