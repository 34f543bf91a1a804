import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse, STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';

import { getRequestListener } from '@hono/node-server';

import { NON_PAGE_CSP } from './csp';
import { allowedMethods } from './screen-request';
import { securityHeaderRecord } from './security-headers';
import type { RawRequest } from './static-fast-path';
import type { FileAnswer } from './static-files';

type ServeOptions = {
  fetch: (request: Request) => Promise<Response>;
  hostname?: string;
  port?: number;
  /** Answers prerendered files straight from memory; undefined hands the request to `fetch`. */
  prepareFastPath?: () => Promise<((request: RawRequest) => FileAnswer | undefined) | undefined>;
  /** What to say at start beside the address (facts), and what to warn of, given the host it listens on. */
  describe?: (hostname: string) => { facts: string[]; warnings: string[] };
};

const DEFAULT_PORT = 8080;
const DEFAULT_HOST = '0.0.0.0';
/** Bigger request heads are refused with 431 before any of our code runs. */
const MAX_HEADER_BYTES = 16 * 1024;
/** A request's head must be complete this long after the connection (or the previous request) began. */
const HEADERS_TIMEOUT_MS = 10_000;
/** A whole request, body included; pages are GET and HEAD without one. */
const REQUEST_TIMEOUT_MS = 30_000;
/**
 * How often Node looks for requests past those limits. Its default, 30 s, let a
 * head sent a byte at a time hold a connection for up to 40 s instead of 10.
 */
const TIMEOUT_CHECK_INTERVAL_MS = 1_000;

/** What to tell an operator whose PORT or HOST the server cannot listen on; undefined for a failure of another kind. */
export const listenFailure = (code: string | undefined, port: number, hostname: string): string | undefined => {
  if (code === 'EADDRINUSE') return `Port ${port} is already in use. Stop the other process or set PORT to a free port.`;
  if (code === 'EACCES')
    return (
      `Port ${port} may be opened only with root's rights. Set PORT to 1024 or above (8080 is the default) ` +
      'and let nginx answer on ports 80 and 443 (deploy/nginx-proxy.conf).'
    );
  // A HOST that names no address of this machine.
  if (code === 'ENOTFOUND' || code === 'EADDRNOTAVAIL' || code === 'EAI_AGAIN')
    return `HOST "${hostname}" is not an address of this machine. Set HOST to one (0.0.0.0 for all, 127.0.0.1 for this machine only).`;
  return undefined;
};

/** How long an idle connection is kept; the TLS proxy lets its own go sooner (deploy/nginx-proxy.conf). */
export const KEEP_ALIVE_TIMEOUT_MS = 5_000;

/** What Node's parser refuses, by its error code; anything else it cannot read is a 400. */
const PARSER_REFUSALS: Record<string, number> = {
  HPE_HEADER_OVERFLOW: 431,
  ERR_HTTP_REQUEST_TIMEOUT: 408,
  HPE_CHUNK_EXTENSIONS_OVERFLOW: 413,
};

/**
 * Answers a request Node's parser refused (a bad request line, a head over
 * the limit, a head too slow to arrive). Node's own answer has no headers
 * but Connection; this one carries the site's like every other response.
 */
const refuseUnparsed = (error: NodeJS.ErrnoException, socket: Duplex, headers: Record<string, string>) => {
  // Nothing to answer on a connection that is gone, or whose answer to an earlier request has begun (Node's own rule).
  const inFlight = (socket as Duplex & { _httpMessage?: ServerResponse | null })._httpMessage;
  if (error.code === 'ECONNRESET' || !socket.writable || inFlight?.headersSent) {
    socket.destroy();
    return;
  }
  const status = PARSER_REFUSALS[error.code ?? ''] ?? 400;
  answerOnSocket(socket, status === 431 && isRequestLineTooLong(error) ? 414 : status, headers);
};

/**
 * Whether a head over the limit is over it by its first line alone: a long
 * query. Node counts the request line with the headers; nginx (whose buffer
 * for it is as large) and HTTP call that 414 URI Too Long. Read from what
 * arrived last, which holds the line's start when it came at once, as
 * clients send it.
 */
const isRequestLineTooLong = (error: NodeJS.ErrnoException & { rawPacket?: unknown }) => {
  if (!Buffer.isBuffer(error.rawPacket) || !/^[A-Z]+ \//.test(error.rawPacket.toString('latin1', 0, 16))) return false;
  const lineEnd = error.rawPacket.indexOf('\r\n');
  return lineEnd < 0 || lineEnd >= MAX_HEADER_BYTES;
};

/**
 * Writes a plain-text answer straight to a socket Node has handed over, and
 * closes it once written, as Node does, however the client goes on sending
 * (a slow head a line at a time).
 */
const answerOnSocket = (socket: Duplex, status: number, headers: Record<string, string>) => {
  const body = STATUS_CODES[status]!;
  const head = Object.entries({ ...headers, 'content-length': String(Buffer.byteLength(body)), connection: 'close' })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  socket.end(`HTTP/1.1 ${status} ${body}\r\n${head}\r\n${body}`, () => socket.destroy());
};

/** GET and HEAD carry no body; one announced is refused before it is read (413), as deploy/nginx.conf does. */
const announcesBody = (headers: IncomingHttpHeaders) =>
  headers['transfer-encoding'] !== undefined || (headers['content-length'] !== undefined && headers['content-length'] !== '0');

const hostLines = (rawHeaders: readonly string[]) => {
  let count = 0;
  for (let i = 0; i < rawHeaders.length; i += 2) if (rawHeaders[i]!.toLowerCase() === 'host') count++;
  return count;
};

/**
 * The address to open, as the operator would type it: `localhost` for all
 * interfaces, an IPv6 address in brackets, and the port actually bound (PORT=0 picks one).
 */
export const serverUrl = (hostname: string, bound: ReturnType<Server['address']>): string => {
  const host = hostname === '0.0.0.0' || hostname === '::' ? 'localhost' : hostname.includes(':') ? `[${hostname}]` : hostname;
  const port = bound !== null && typeof bound === 'object' ? bound.port : '';
  return `http://${host}:${port}/`;
};

/**
 * Runs the site on Node's http server: port 8080 and all interfaces unless
 * PORT and HOST say otherwise. A taken port stops the process with a clear
 * message instead of moving elsewhere.
 */
export const serveNode = async ({
  fetch,
  hostname = DEFAULT_HOST,
  port = DEFAULT_PORT,
  prepareFastPath,
  describe,
}: ServeOptions) => {
  // Waku's entry reads PORT with parseInt, which makes 43O0 port 43 and 4302.5 port 4302: the text decides.
  const portText = process.env.PORT?.trim();
  if ((portText && !/^\d+$/.test(portText)) || !Number.isInteger(port) || port < 0 || port > 65_535) {
    console.error(`PORT must be a whole number from 0 to 65535, not "${process.env.PORT ?? port}".`);
    process.exit(1);
  }
  // A request no URL can be made of (a raw backslash in the path, an empty Host) never reaches `fetch`;
  // its 400 still carries the site's headers.
  // Without HSTS, since that needs X-Forwarded-Proto, which a refusal before parsing cannot read:
  // behind deploy/nginx-proxy.conf the proxy adds it.
  const badRequestHeaders = {
    ...securityHeaderRecord(false),
    'content-security-policy': NON_PAGE_CSP,
    'content-type': 'text/plain',
    'cache-control': 'no-store',
  };
  const listener = getRequestListener(fetch, {
    errorHandler: () => new Response('Bad Request', { status: 400, headers: badRequestHeaders }),
  });
  const fastPath = await prepareFastPath?.().catch((error: NodeJS.ErrnoException) => {
    // dist/ copied in part, or not readable by the service's user: which file, not a stack trace, and no start.
    console.error(
      `The build's files cannot be read (${error.message}). Copy the whole dist/ folder of a finished build, ` +
        "readable by the server's user, or run `npm run build`.",
    );
    process.exit(1);
  });
  const server = createServer(
    {
      maxHeaderSize: MAX_HEADER_BYTES,
      requestTimeout: REQUEST_TIMEOUT_MS,
      headersTimeout: HEADERS_TIMEOUT_MS,
      connectionsCheckingInterval: TIMEOUT_CHECK_INTERVAL_MS,
      // Node's own 400 for a request without Host has none of the site's headers; the check is below instead.
      requireHostHeader: false,
    },
    (req, res) => {
      if (req.headers.host === undefined) {
        // HTTP/1.1 asks for the line (RFC 9112, 3.2); HTTP/1.0 may leave it out, and every answer's
        // addresses are relative, so any name will do for the URL the handler is given.
        if (req.httpVersion !== '1.0') {
          res.writeHead(400, { ...badRequestHeaders, connection: 'close' });
          res.end('Bad Request');
          return;
        }
        req.headers.host = 'localhost';
      }
      // Two Host lines leave it to each server on the way which one counts (RFC 9112, 3.2: answer 400);
      // an HTTP/2.0 request line over HTTP/1 is no request Node can answer as that version (nginx: 505).
      if (hostLines(req.rawHeaders) > 1 || req.httpVersionMajor !== 1) {
        res.writeHead(400, { ...badRequestHeaders, connection: 'close' });
        res.end('Bad Request');
        return;
      }
      if ((req.method === 'GET' || req.method === 'HEAD') && announcesBody(req.headers)) {
        res.writeHead(413, { ...badRequestHeaders, connection: 'close' });
        res.end(req.method === 'HEAD' ? undefined : 'Content Too Large');
        return;
      }
      const answer = fastPath?.({ method: req.method ?? 'GET', url: req.url ?? '/', headers: req.headers });
      if (answer) {
        res.writeHead(answer.status, answer.headers);
        res.end(answer.body ?? undefined);
        return;
      }
      void listener(req, res);
    },
  );
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => refuseUnparsed(error, socket, badRequestHeaders));
  // Unanswered, Node would drop the connection without a word; it is a method like any other the site refuses.
  server.on('connect', (_req, socket: Duplex) =>
    answerOnSocket(socket, 405, { ...badRequestHeaders, allow: allowedMethods('/') }),
  );
  // An Expect other than 100-continue: Node's own 417 has none of the site's headers.
  server.on('checkExpectation', (_req, res: ServerResponse) => {
    res.writeHead(417, { ...badRequestHeaders, connection: 'close' });
    res.end('Expectation Failed');
  });

  server.on('error', (error: NodeJS.ErrnoException) => {
    const message = listenFailure(error.code, port, hostname);
    if (!message) throw error;
    console.error(message);
    process.exit(1);
  });
  server.listen(port, hostname, () => {
    const { facts = [], warnings = [] } = describe?.(hostname) ?? {};
    const notes = facts.length > 0 ? ` (${facts.join('; ')})` : '';
    console.log(`Serving on ${serverUrl(hostname, server.address())}${notes}`);
    warnings.forEach((warning) => console.warn(`Warning: ${warning}`));
  });

  const stop = () => server.close(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  return server;
};
