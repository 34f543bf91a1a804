import 'server-only';

import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';

import { chooseContentCoding, type ContentCoding } from './accept-encoding';
import { cacheControlFor, robotsTagFor } from './cache-policy';
import { notModifiedHeaders, type Preconditions, preconditionsOf, preconditionStatus } from './conditional-request';
import { formatHttpDate } from './http-date';
import { type ListedFile, listFiles } from './list-files';
import { contentTypeFor } from './mime-types';
import { listPreviousAssets, warnPreviousUnreadable } from './previous-release';
import { isHiddenPath } from './screen-request';

type StaticFile = {
  publicPath: string;
  absolutePath: string;
  contentType: string;
  cacheControl: string;
  robotsTag: string | undefined;
  etag: string;
  /** When the file last changed: Last-Modified and the date preconditions. */
  lastModifiedMs: number;
  /** Precompressed siblings written at build (`file.br`, `file.gz`), each with its own mtime. */
  encodings: Partial<Record<ContentCoding, Variant>>;
  /** For HTML: the Content-Security-Policy allowing exactly its inline scripts. */
  csp?: string;
};

type Variant = { path: string; lastModifiedMs: number };
/** The file chosen for a request: the plain one (no encoding) or a precompressed copy. */
type ChosenVariant = Variant & { encoding: ContentCoding | undefined };

/** What to send for a file: plain data, so the Node fast path and the fetch handler share it. */
export type FileAnswer = { status: number; headers: Record<string, string>; body: Buffer | null };

/** The parts of a request a file answer depends on. */
type FileRequest = Preconditions & { acceptEncoding: string };

const PRECONDITION_FAILED = Buffer.from('Precondition Failed');

/**
 * A precondition named another version: a short text, which no cache may keep.
 * Without the current tag, as nginx cannot send one with it (RFC 9110 asks for none).
 */
const preconditionFailed = (method: string): FileAnswer => ({
  status: 412,
  headers: {
    'content-type': 'text/plain; charset=utf-8',
    'cache-control': 'no-store',
    vary: 'Accept-Encoding',
    'content-length': String(PRECONDITION_FAILED.byteLength),
  },
  body: method === 'HEAD' ? null : PRECONDITION_FAILED,
});

const VARIANT_SUFFIX: Record<ContentCoding, string> = { br: '.br', gzip: '.gz' };

type LoadOptions = {
  /** For HTML: the Content-Security-Policy allowing exactly its inline scripts. */
  cspForHtml?: (html: string) => string;
  /** The previous release's public folder: its `/assets/` files this build lacks are answered too. */
  previousPublicDir?: string;
};

/** Indexes listed files by the path they are served at, with what answering each needs. */
const indexFiles = async (listed: ListedFile[], cspForHtml?: (html: string) => string) => {
  const names = new Set(listed.map(({ file }) => file));
  const files = new Map<string, StaticFile>();
  for (const { file: absolutePath, sitePath: publicPath } of listed) {
    if (absolutePath.endsWith('.br') || absolutePath.endsWith('.gz')) continue;
    // Never answered (see screen-request.ts), so never read or held in memory either.
    if (isHiddenPath(publicPath)) continue;
    const { size, mtimeMs } = await stat(absolutePath);
    const encodings: StaticFile['encodings'] = {};
    for (const [encoding, suffix] of Object.entries(VARIANT_SUFFIX) as [ContentCoding, string][]) {
      const path = absolutePath + suffix;
      if (names.has(path)) encodings[encoding] = { path, lastModifiedMs: (await stat(path)).mtimeMs };
    }
    const etag = `"${createHash('sha1').update(`${publicPath}:${size}:${mtimeMs}`).digest('base64url').slice(0, 16)}"`;
    const csp = cspForHtml && absolutePath.endsWith('.html') ? cspForHtml(await readFile(absolutePath, 'utf8')) : undefined;
    files.set(publicPath, {
      publicPath,
      absolutePath,
      contentType: contentTypeFor(absolutePath),
      cacheControl: cacheControlFor(publicPath),
      robotsTag: robotsTagFor(publicPath),
      etag,
      lastModifiedMs: mtimeMs,
      encodings,
      ...(csp ? { csp } : {}),
    });
  }
  return files;
};

/**
 * The previous release's assets this build lacks; none, with a warning, if
 * they cannot be read; undefined if its folder is not there.
 */
const indexPreviousAssets = async (previousPublicDir: string, current: ReadonlyMap<string, StaticFile>) => {
  try {
    const listed = await listPreviousAssets(previousPublicDir);
    if (!listed) return undefined;
    const previous = await indexFiles(listed);
    for (const publicPath of current.keys()) previous.delete(publicPath);
    return previous;
  } catch (error) {
    warnPreviousUnreadable(previousPublicDir, error);
    return new Map<string, StaticFile>();
  }
};

/**
 * A URL path's characters, or undefined for an encoding no file name can have (%E0%A4%A).
 * Not decodeOrKeep: kept as written, `/100%.txt` would find a file of that name, which static hosts refuse to serve.
 */
const decodedPath = (urlPath: string): string | undefined => {
  try {
    return decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
};

/**
 * The build's public files, indexed once at start. Lookups are exact map hits
 * on normalised paths, so no request can name a file outside the folder.
 * Bodies stay in memory after their first read.
 */
export class StaticFiles {
  private readonly bodies = new Map<string, Buffer>();

  private constructor(
    private readonly files: ReadonlyMap<string, StaticFile>,
    /** The previous release's `/assets/` files this build lacks, by exact path only. */
    private readonly previous: ReadonlyMap<string, StaticFile>,
    /** Whether the previous release's folder was there at start. */
    private readonly previousFound: boolean,
  ) {}

  static async load(publicDir: string, { cspForHtml, previousPublicDir }: LoadOptions = {}): Promise<StaticFiles> {
    // No catch: a server that cannot read its build output must stop, not answer 404 to everything.
    const files = await indexFiles(await listFiles(publicDir), cspForHtml);
    const previous = previousPublicDir ? await indexPreviousAssets(previousPublicDir, files) : undefined;
    return new StaticFiles(files, previous ?? new Map<string, StaticFile>(), previous !== undefined);
  }

  /** How many files of `/assets/` only the previous release has; undefined when it was not there (or none is set). */
  get previousAssets(): number | undefined {
    return this.previousFound ? this.previous.size : undefined;
  }

  /**
   * The file for a URL path: exact, or the page's `index.html`; else an asset of the previous release.
   * The path is decoded as a static host decodes it (/images/k%C3%B6ln.png is köln.png); encoded
   * separators and dots never get here (screen-request.ts).
   */
  find(urlPath: string): StaticFile | undefined {
    const pathname = decodedPath(urlPath);
    if (pathname === undefined) return undefined;
    return this.files.get(pathname) ?? this.files.get(`${pathname.replace(/\/$/, '')}/index.html`) ?? this.previous.get(pathname);
  }

  /** A file's text, e.g. to read which stylesheet the pages use. */
  async text(publicPath: string): Promise<string | undefined> {
    const file = this.files.get(publicPath);
    return file ? (await this.read(file.absolutePath)).toString('utf8') : undefined;
  }

  private async read(absolutePath: string): Promise<Buffer> {
    const cached = this.bodies.get(absolutePath);
    if (cached) return cached;
    const body = await readFile(absolutePath);
    this.bodies.set(absolutePath, body);
    return body;
  }

  /** The file to send. A precompressed copy counts with its own mtime, as nginx's gzip_static and brotli_static take it. */
  private variant(file: StaticFile, request: FileRequest): ChosenVariant {
    const encoding = chooseContentCoding(request.acceptEncoding, file.encodings);
    return {
      encoding,
      ...(encoding ? file.encodings[encoding]! : { path: file.absolutePath, lastModifiedMs: file.lastModifiedMs }),
    };
  }

  private build(
    file: StaticFile,
    request: FileRequest,
    status: number,
    { encoding, lastModifiedMs }: Omit<ChosenVariant, 'path'>,
    body: Buffer,
  ): FileAnswer {
    const etag = encoding ? file.etag.replace(/"$/, `-${encoding}"`) : file.etag;
    const headers: Record<string, string> = {
      'content-type': file.contentType,
      'cache-control': file.cacheControl,
      etag,
      vary: 'Accept-Encoding',
    };
    if (encoding) headers['content-encoding'] = encoding;
    if (file.csp) headers['content-security-policy'] = file.csp;
    if (file.robotsTag) headers['x-robots-tag'] = file.robotsTag;
    // Other answers (the 404 page) ignore preconditions, as RFC 9110 §13.2.1 has it, and have no
    // Last-Modified, as nginx drops it from any status but 200, 206 and 304.
    if (status === 200) headers['last-modified'] = formatHttpDate(lastModifiedMs);
    const precondition = status === 200 ? preconditionStatus(request, etag, lastModifiedMs) : status;
    if (precondition === 412) return preconditionFailed(request.method);
    if (precondition === 304) return { status: 304, headers: notModifiedHeaders(headers), body: null };
    headers['content-length'] = String(body.byteLength);
    return { status, headers, body: request.method === 'HEAD' ? null : body };
  }

  /** The answer, reading the file if needed; the best precompressed variant the client accepts, or 304. */
  async answer(file: StaticFile, request: FileRequest, status = 200): Promise<FileAnswer> {
    const { path: variantPath, ...variant } = this.variant(file, request);
    return this.build(file, request, status, variant, await this.read(variantPath));
  }

  /** The answer if the file is already in memory, else undefined: for the synchronous fast path. */
  answerFromMemory(file: StaticFile, request: FileRequest, status = 200): FileAnswer | undefined {
    const { path: variantPath, ...variant } = this.variant(file, request);
    const body = this.bodies.get(variantPath);
    return body ? this.build(file, request, status, variant, body) : undefined;
  }

  /** The response for a file, or undefined for a previous release's file that has gone since the start (a 404 then). */
  async respond(file: StaticFile, request: Request, status = 200): Promise<Response | undefined> {
    let answer: FileAnswer;
    try {
      answer = await this.answer(file, fileRequestOf(request), status);
    } catch (error) {
      if (this.previous.get(file.publicPath) === file && (error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
    return new Response(answer.body ? new Uint8Array(answer.body) : null, { status: answer.status, headers: answer.headers });
  }
}

const fileRequestOf = (request: Request): FileRequest => ({
  acceptEncoding: request.headers.get('accept-encoding') ?? '',
  ...preconditionsOf(request),
});
